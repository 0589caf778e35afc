import { makeIcon } from '../icons.tsx';

// The journal screens' line icons, drawn like components/icons.tsx (24×24, stroke = currentColor).

export const IconPlus = makeIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const IconSearch = makeIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </>,
);
export const IconPencil = makeIcon(
  'Pencil',
  <>
    <path d="M4 20h4L18.5 9.5a2.8 2.8 0 0 0-4-4L4 16v4" />
    <path d="M13.5 6.5l4 4" />
  </>,
);
export const IconFlame = makeIcon(
  'Flame',
  <path d="M12 21c3.9 0 6.5-2.6 6.5-6.3 0-3.8-3-6.2-4.2-9.7-.3 2.1-1.3 3.4-2.7 4.3C11 7.6 9.9 5.3 9.5 3c-2 2.2-4 5.6-4 9.6C5.5 18.4 8.1 21 12 21z" />,
);
export const IconSmile = makeIcon(
  'Smile',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 10h.01M15 10h.01M8.5 14.5a4.5 4.5 0 0 0 7 0" />
  </>,
);
export const IconCalendar = makeIcon(
  'Calendar',
  <>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
  </>,
);
export const IconRun = makeIcon(
  'Run',
  <>
    <circle cx="13" cy="4" r="1.5" />
    <path d="M4 17l5 1 .8-1.5M15 21v-4l-4-3 1-6" />
    <path d="M7 12V9l5-1 3 3 3 1" />
  </>,
);
export const IconLeaf = makeIcon(
  'Leaf',
  <>
    <path d="M5 21c.5-4.5 2.5-8 7-10" />
    <path d="M9 18c6.2 0 10.5-3.3 11-12V4h-4.1C8.6 4 6 8 6 12c0 1 .2 2.5 1 4" />
  </>,
);
export const IconUsers = makeIcon(
  'Users',
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M21 21v-2a4 4 0 0 0-3-3.9" />
  </>,
);
export const IconLifebuoy = makeIcon(
  'Lifebuoy',
  <>
    <circle cx="12" cy="12" r="4" />
    <circle cx="12" cy="12" r="9" />
    <path d="M15 15l3.4 3.4M15 9l3.4-3.4M9 15l-3.4 3.4M9 9L5.6 5.6" />
  </>,
);
export const IconHeartbeat = makeIcon(
  'Heartbeat',
  <>
    <path d="M19.5 12.6L12 20l-7.5-7.4A5 5 0 1 1 12 6a5 5 0 1 1 7.5 6.6" />
    <path d="M3 13h3l2-3 3 5 2-2h3" />
  </>,
);
export const IconBulb = makeIcon(
  'Bulb',
  <>
    <path d="M9 16a5 5 0 1 1 6 0 3.5 3.5 0 0 0-1 3 2 2 0 0 1-4 0 3.5 3.5 0 0 0-1-3" />
    <path d="M9.7 17h4.6" />
  </>,
);
export const IconEye = makeIcon(
  'Eye',
  <>
    <circle cx="12" cy="12" r="2" />
    <path d="M22 12c-2.7 4.7-6 7-10 7s-7.3-2.3-10-7c2.7-4.7 6-7 10-7s7.3 2.3 10 7" />
  </>,
);
export const IconPhone = makeIcon(
  'Phone',
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
);
