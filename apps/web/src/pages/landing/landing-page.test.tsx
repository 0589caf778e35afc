// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { stubFetch, stubMatchMedia } from '../../test-support/trpc-server-stub.ts';
import { cssVariablesResolver, theme } from '../../theme.ts';
import { PrivacyPage } from '../static/privacy-page.tsx';
import { TermsPage } from '../static/terms-page.tsx';
import { LandingPage } from './landing-page.tsx';
import { DEFAULT_TIMELINE_DESCRIPTION } from './why-choose-section.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
const scrollTo = vi.fn();
let container: HTMLElement;

function render(ui: ReactNode, path = '/') {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
      </MantineProvider>,
    );
  });
}

async function waitFor(check: () => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function respondToContent(response: () => Response, freeEntriesPerMonth = 2) {
  return stubFetch((url) => {
    if (url.pathname === '/api/content') return response();
    if (url.pathname === '/api/plans') return Response.json({ freeEntriesPerMonth });
    return undefined;
  });
}

function linkNamed(name: string): HTMLAnchorElement[] {
  return [...document.querySelectorAll('a')].filter((a) => a.textContent?.trim() === name);
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Headings must not skip a level (h1 → h3) and the page has exactly one h1. */
function expectHeadingsInOrder() {
  const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

beforeEach(() => {
  stubMatchMedia();
  scrollTo.mockClear();
  window.scrollTo = scrollTo;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('landing page', () => {
  it('shows the managed timeline_description in the Timeline Visualization card', async () => {
    const managed = 'Track your moods across the seasons, one entry at a time.';
    const fetchMock = respondToContent(() =>
      Response.json([
        { section: 'dashboard', key: 'welcome_message', value: 'Hello', valueType: 'text' },
        { section: 'features', key: 'timeline_description', value: managed, valueType: 'text' },
      ]),
    );
    render(<LandingPage />);

    await waitFor(() => document.body.textContent?.includes(managed) ?? false, 'the managed text');
    expect(document.body.textContent).not.toContain(DEFAULT_TIMELINE_DESCRIPTION);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/content',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('renders managed HTML with its formatting, never its scripts, handlers or unsafe links', async () => {
    respondToContent(() =>
      Response.json([
        {
          section: 'features',
          key: 'timeline_description',
          value:
            '<p><b>Bold</b> timeline <img src=x onerror="alert(1)"><script>alert(2)</script></p>' +
            '<ul><li onclick="alert(3)">Weeks</li><li><a href="https://example.org/more">Read more</a></li></ul>' +
            '<p><a href="javascript:alert(4)">Not a link</a></p>',
          valueType: 'html',
        },
      ]),
    );
    render(<LandingPage />);

    await waitFor(() => document.body.textContent?.includes('Bold timeline') ?? false, 'the managed text');
    const card = [...document.querySelectorAll('h3')].find(
      (h) => h.textContent === 'Timeline Visualization',
    )!.parentElement!;
    expect(card.querySelector('b')?.textContent).toBe('Bold');
    expect([...card.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Weeks', 'Read more']);
    expect(card.querySelector('li')?.getAttribute('onclick')).toBeNull();
    expect(linkNamed('Read more')[0]?.getAttribute('href')).toBe('https://example.org/more');
    expect(linkNamed('Read more')[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(linkNamed('Not a link')).toEqual([]);
    expect(card.textContent).toContain('Not a link');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(card.textContent).not.toContain('alert');
  });

  it('keeps the built-in timeline text when the content call fails or has no such item', async () => {
    const fetchMock = respondToContent(() => new Response('{"message":"Not found"}', { status: 404 }));
    render(<LandingPage />);
    await waitFor(() => fetchMock.mock.calls.length > 0, 'the content call');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.body.textContent).toContain(DEFAULT_TIMELINE_DESCRIPTION);

    act(() => root?.unmount());
    respondToContent(() => Response.json([]));
    render(<LandingPage />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.body.textContent).toContain(DEFAULT_TIMELINE_DESCRIPTION);
  });

  it('leads every sign-up and sign-in button to /auth and the footer to the static pages', () => {
    respondToContent(() => Response.json([]));
    render(<LandingPage />);

    for (const name of ['Sign In', 'Sign Up Free', 'Start Free Today', 'Start Your Free Journey Today']) {
      const links = linkNamed(name);
      expect(links.length, name).toBeGreaterThan(0);
      // The sign-up buttons open /auth on its Sign Up tab.
      const href = name === 'Sign In' ? '/auth' : '/auth?tab=sign-up';
      for (const link of links) expect(link.getAttribute('href'), name).toBe(href);
    }
    expect(linkNamed('Sign In')).toHaveLength(2); // top bar and hero

    const footer = document.querySelector('footer');
    const footerLinks = [...(footer?.querySelectorAll('a') ?? [])].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(footerLinks).toEqual([
      ['About', '/about'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]);
  });

  it('has the sections of the spec, landmarks and headings in order', () => {
    respondToContent(() => Response.json([]));
    render(<LandingPage />);

    const headings = [...document.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual([
      'Why Choose Innerweather?',
      'How It Works',
      'Completely Free',
      'Frequently Asked Questions',
      'Security and Privacy',
    ]);
    const cards = [...document.querySelectorAll('#features h3')].map((h) => h.textContent);
    expect(cards).toEqual(['Smart Journaling', 'Timeline Visualization', 'Privacy First']);
    expect(document.querySelector('#pricing')?.textContent).toContain('$0');
    for (const claim of [
      'No credit card',
      '2 entries a month on the free plan; unlimited on Pro',
      'joy, calm, anxiety, sadness and anger',
    ]) {
      expect(document.querySelector('#pricing')?.textContent).toContain(claim);
    }
    expect(document.querySelectorAll('header')).toHaveLength(1);
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.querySelectorAll('footer')).toHaveLength(1);
    expectHeadingsInOrder();
  });

  it('says what the free plan allows on this instance: unlimited when FREE_ENTRIES_PER_MONTH is 0', async () => {
    respondToContent(() => Response.json([]), 0);
    render(<LandingPage />);
    const pricing = () => document.querySelector('#pricing')?.textContent ?? '';
    await waitFor(() => pricing().includes('Unlimited journal entries'), 'the unlimited claim');
    expect(pricing()).not.toContain('a month on the free plan');

    act(() => root?.unmount());
    respondToContent(() => Response.json([]), 5);
    render(<LandingPage />);
    await waitFor(
      () => pricing().includes('5 entries a month on the free plan; unlimited on Pro'),
      'the limited claim',
    );
    expect(pricing()).not.toContain('Unlimited journal entries');
  });

  it('offers the scroll-to-top button only after the page scrolled more than 300 px', async () => {
    respondToContent(() => Response.json([]));
    render(<LandingPage />);
    const scrollTopButton = () => document.querySelector('button[aria-label="Scroll to top"]');

    scrollWindowTo(300);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(scrollTopButton()).toBeNull();

    scrollWindowTo(301);
    await waitFor(() => scrollTopButton() !== null, 'the scroll-to-top button');

    act(() => (scrollTopButton() as HTMLButtonElement).click());
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    scrollWindowTo(0);
    await waitFor(() => scrollTopButton() === null, 'the button to leave');
  });
});

describe('static pages', () => {
  it('Terms of Service shows the effective date 23/07/2025 and the plan limits', () => {
    render(<TermsPage />, '/terms');
    expect(document.querySelector('h1')?.textContent).toBe('Terms of Service');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Effective date: 23/07/2025');
    expect(text).toContain('2 entries per month');
    expect(text).toContain('external payment processor');
    expectHeadingsInOrder();
  });

  it('Privacy Policy states what is stored, that data is never sold, the age limit and how to export and delete', () => {
    render(<PrivacyPage />, '/privacy');
    expect(document.querySelector('h1')?.textContent).toBe('Privacy Policy');
    const text = document.body.textContent ?? '';
    for (const statement of [
      'argon2id',
      'AES-256-GCM',
      'No journal text leaves the machine',
      'never contain your journal text',
      'never sold',
      'not for children under 13',
      'HttpOnly',
      'Settings → Export My Data',
      'Settings → Delete Account',
    ]) {
      expect(text, statement).toContain(statement);
    }
    expectHeadingsInOrder();
  });
});
