import type { TUser } from '@innerweather/validators/auth';
import type { ComponentType } from 'react';
import {
  IconChart,
  IconHome,
  IconNotebook,
  IconSchool,
  IconShield,
  IconSparkles,
  type IconProps,
} from '../components/icons.tsx';

export interface NavLink {
  href: string;
  label: string;
  /** The label in the mobile drawer, where there is room for the product name. */
  mobileLabel?: string;
  icon: ComponentType<IconProps>;
  /** Other paths that light this link up (the dashboard lives at / and /dashboard). */
  alsoActiveOn?: string[];
}

const LINKS: NavLink[] = [
  { href: '/', label: 'Dashboard', icon: IconHome, alsoActiveOn: ['/dashboard'] },
  { href: '/entries', label: 'Entries', icon: IconNotebook },
  { href: '/timeline', label: 'Timeline', icon: IconChart },
  { href: '/ai-coach', label: 'Coach', mobileLabel: 'Innerweather Coach', icon: IconSparkles },
  { href: '/learn', label: 'Learn', icon: IconSchool },
];
const ADMIN_LINK: NavLink = { href: '/admin', label: 'Admin', icon: IconShield };

/** The signed-in navigation of the spec; Admin only for role admin. */
export function navLinksFor(user: Pick<TUser, 'role'>): NavLink[] {
  return user.role === 'admin' ? [...LINKS, ADMIN_LINK] : LINKS;
}

export function isActive(link: NavLink, path: string): boolean {
  if (link.href === '/') return path === '/' || (link.alsoActiveOn ?? []).includes(path);
  return path === link.href || path.startsWith(`${link.href}/`);
}
