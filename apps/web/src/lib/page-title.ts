import { useEffect } from 'react';
import { useLocation } from 'wouter';

const PRODUCT = 'Innerweather';

/** Pages open to everyone, signed in or not. */
const PUBLIC_PAGES: Record<string, string> = {
  '/about': 'About',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/reset-password': 'Reset Password',
  '/unsubscribe': 'Unsubscribe',
  '/set-password': 'Set Your Password',
};
const VISITOR_PAGES: Record<string, string> = { '/auth': 'Sign In' };
const SIGNED_IN_PAGES: Record<string, string> = {
  '/': 'Dashboard',
  '/dashboard': 'Dashboard',
  '/entries': 'Journal Entries',
  '/timeline': 'Timeline',
  '/ai-coach': 'Coach',
  '/learn': 'Learn',
  '/settings': 'Settings',
  '/profile': 'Profile',
  '/notifications': 'Notifications',
  '/admin': 'Admin',
};
/** A visitor sees the landing page on every other path. */
const LANDING_TITLE = `${PRODUCT} · Your private emotional journal`;

/** The browser title of a path ("Timeline · Innerweather"), as the routes of spec section 2 show it. */
export function pageTitle(path: string, signedIn: boolean): string {
  const page =
    PUBLIC_PAGES[path] ??
    (signedIn
      ? (SIGNED_IN_PAGES[path] ?? (path.startsWith('/learn/track/') ? 'Learning Track' : 'Page Not Found'))
      : VISITOR_PAGES[path]);
  return page ? `${page} · ${PRODUCT}` : LANDING_TITLE;
}

/**
 * Keeps the browser title in step with the route, so tabs, history and screen readers name each page. `null` while
 * it is not known yet who is signed in: the title of index.html stays until then.
 */
export function usePageTitle(signedIn: boolean | null) {
  const [path] = useLocation();
  useEffect(() => {
    if (signedIn !== null) document.title = pageTitle(path, signedIn);
  }, [path, signedIn]);
}
