import type { ReactNode, SVGProps } from 'react';

/**
 * A small set of line icons drawn inline (24×24, stroke = currentColor), so the app needs no icon font or CDN.
 * Decorative by default: controls that show only an icon carry their own aria-label.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'stroke'> {
  size?: number | string;
  stroke?: number;
}

export function makeIcon(name: string, children: ReactNode) {
  function Icon({ size = 20, stroke = 1.8, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    );
  }
  Icon.displayName = `Icon${name}`;
  return Icon;
}

export const IconSun = makeIcon(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const IconMoon = makeIcon('Moon', <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />);
export const IconBell = makeIcon(
  'Bell',
  <>
    <path d="M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6" />
    <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
  </>,
);
export const IconLogout = makeIcon(
  'Logout',
  <>
    <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
    <path d="M9 12h12l-3-3M18 15l3-3" />
  </>,
);
export const IconSettings = makeIcon(
  'Settings',
  <>
    <path d="M10.3 4.3c.4-1.8 3-1.8 3.4 0a1.7 1.7 0 0 0 2.6 1.1c1.5-.9 3.3.8 2.4 2.4a1.7 1.7 0 0 0 1 2.5c1.8.5 1.8 3 0 3.5a1.7 1.7 0 0 0-1 2.6c.9 1.5-.9 3.3-2.4 2.4a1.7 1.7 0 0 0-2.6 1c-.4 1.8-3 1.8-3.4 0a1.7 1.7 0 0 0-2.6-1c-1.5.9-3.3-.9-2.4-2.4a1.7 1.7 0 0 0-1-2.6c-1.8-.4-1.8-3 0-3.4a1.7 1.7 0 0 0 1-2.6c-.9-1.5.9-3.3 2.4-2.4 1 .6 2.3.1 2.6-1.1z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconUser = makeIcon(
  'User',
  <>
    <circle cx="12" cy="7" r="4" />
    <path d="M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
  </>,
);
export const IconHome = makeIcon(
  'Home',
  <>
    <path d="M5 12H3l9-9 9 9h-2" />
    <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
    <path d="M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6" />
  </>,
);
export const IconNotebook = makeIcon(
  'Notebook',
  <>
    <path d="M6 4h11a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" />
    <path d="M9 4v16M13 8h2M13 12h2" />
  </>,
);
export const IconChart = makeIcon(
  'Chart',
  <>
    <path d="M4 19h16" />
    <path d="M4 15l4-6 4 2 4-6 4 4" />
  </>,
);
export const IconSparkles = makeIcon(
  'Sparkles',
  <path d="M16 18a2 2 0 0 1 2 2 2 2 0 0 1 2-2 2 2 0 0 1-2-2 2 2 0 0 1-2 2zm0-12a2 2 0 0 1 2 2 2 2 0 0 1 2-2 2 2 0 0 1-2-2 2 2 0 0 1-2 2zM9 18a6 6 0 0 1 6-6 6 6 0 0 1-6-6 6 6 0 0 1-6 6 6 6 0 0 1 6 6z" />,
);
export const IconSchool = makeIcon(
  'School',
  <>
    <path d="M22 9L12 5 2 9l10 4 10-4v6" />
    <path d="M6 10.6V16a6 3 0 0 0 12 0v-5.4" />
  </>,
);
export const IconShield = makeIcon(
  'Shield',
  <path d="M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3" />,
);
export const IconArrowLeft = makeIcon('ArrowLeft', <path d="M5 12h14M5 12l6 6M5 12l6-6" />);
export const IconMail = makeIcon(
  'Mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
export const IconLock = makeIcon(
  'Lock',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <circle cx="12" cy="16" r="1" />
    <path d="M8 11V7a4 4 0 1 1 8 0v4" />
  </>,
);
export const IconCheck = makeIcon('Check', <path d="M5 12l5 5L20 7" />);
export const IconCircleCheck = makeIcon(
  'CircleCheck',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 12l2 2 4-4" />
  </>,
);
export const IconAlertTriangle = makeIcon(
  'AlertTriangle',
  <>
    <path d="M12 9v4M12 17h.01" />
    <path d="M10.4 3.9L2.3 17.5A1.9 1.9 0 0 0 4 20.3h16a1.9 1.9 0 0 0 1.6-2.8L13.6 3.9a1.9 1.9 0 0 0-3.2 0z" />
  </>,
);
export const IconKey = makeIcon(
  'Key',
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2L19 4M16 7l2 2M18 5l2 2" />
  </>,
);
export const IconDownload = makeIcon(
  'Download',
  <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5 5-5M12 4v12" />,
);
export const IconTrash = makeIcon(
  'Trash',
  <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />,
);
export const IconChevronRight = makeIcon('ChevronRight', <path d="M9 6l6 6-6 6" />);
export const IconDeviceMobile = makeIcon(
  'DeviceMobile',
  <>
    <rect x="6" y="3" width="12" height="18" rx="2" />
    <path d="M11 4h2M12 17v.01" />
  </>,
);
