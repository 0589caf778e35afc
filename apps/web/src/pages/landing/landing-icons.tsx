import { makeIcon } from '../../components/icons.tsx';

// The few line icons the public pages need beyond components/icons.tsx, drawn with the same maker.
export const UserPlusIcon = makeIcon(
  'UserPlus',
  <>
    <circle cx="9.5" cy="8" r="3.5" />
    <path d="M3.5 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
    <path d="M18.5 8v6M15.5 11h6" />
  </>,
);

export const PencilIcon = makeIcon(
  'Pencil',
  <>
    <path d="M4 20l1-4.5L15.5 5a2.1 2.1 0 0 1 3 3L8 18.5z" />
    <path d="M13.5 7l3 3" />
    <path d="M13 20h7" />
  </>,
);

export const ArrowUpIcon = makeIcon(
  'ArrowUp',
  <>
    <path d="M12 19V5" />
    <path d="M6 11l6-6 6 6" />
  </>,
);

export const HeartIcon = makeIcon(
  'Heart',
  <path d="M12 20s-7.5-4.4-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.6 12 20 12 20z" />,
);
