import { makeIcon } from '../../components/icons.tsx';

export const IconUsers = makeIcon(
  'Users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2.1.8 3.5 2.8 3.5 5.7" />
  </>,
);
export const IconCrown = makeIcon('Crown', <path d="M4 18h16M4 18l-1-10 5 4 4-6 4 6 5-4-1 10" />);
export const IconPencil = makeIcon(
  'Pencil',
  <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />,
);
export const IconRefresh = makeIcon(
  'Refresh',
  <path d="M20 11a8 8 0 0 0-14.6-4.5M4 5v4h4M4 13a8 8 0 0 0 14.6 4.5M20 19v-4h-4" />,
);
export const IconCalendarStats = makeIcon(
  'CalendarStats',
  <>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16M9 16h6" />
  </>,
);
export const IconDivide = makeIcon(
  'Divide',
  <>
    <circle cx="12" cy="6" r="1.5" />
    <circle cx="12" cy="18" r="1.5" />
    <path d="M5 12h14" />
  </>,
);
