// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubFetch, stubMatchMedia } from '../../test-support/trpc-server-stub.ts';
import { AboutPage } from './about-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMERGENCY = 'contact your local emergency services now';
const CONFIGURED = [
  { name: 'Telefonseelsorge', region: 'DE', contact: 'call 0800 111 0 111' },
  { name: 'Die Nummer gegen Kummer', region: 'DE', contact: 'call 116 111' },
];

let root: Root | null = null;

/** The About page as the app mounts it: the real tRPC client and query defaults, over a stubbed `fetch`. */
function renderAbout() {
  root = renderInApp(<AboutPage />, '/about');
}

/** Answers the crisis-lines call (tRPC over HTTP, batched) with `response`; any other request fails the test. */
function respondToCrisisLines(response: () => Promise<Response>) {
  return stubFetch((url) => (url.pathname.startsWith('/trpc/support.crisisLines') ? response() : undefined));
}

const crisisAlert = () =>
  [...document.querySelectorAll('[role="alert"], .mantine-Alert-root')].find((el) =>
    el.textContent?.includes('If you are in crisis'),
  );

async function waitFor(check: () => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

beforeEach(() => {
  stubMatchMedia();
  window.scrollTo = vi.fn();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('About page', () => {
  it('says who Innerweather is for and that it is not a substitute for professional care', async () => {
    respondToCrisisLines(() => Promise.resolve(Response.json([{ result: { data: CONFIGURED } }])));
    renderAbout();
    await waitFor(() => document.querySelector('[data-testid="crisis-lines"]') !== null, 'the crisis lines');
    const text = document.body.textContent ?? '';
    for (const audience of ['Self-help seekers', 'therapist', 'Coaches', 'Writers'])
      expect(text).toContain(audience);
    expect(text).toContain('not a substitute for professional care');
    expect(text).toContain('If you are in crisis');
    const backHome = [...document.querySelectorAll('a')].filter(
      (a) => a.textContent?.trim() === 'Back to Home',
    );
    expect(backHome.every((a) => a.getAttribute('href') === '/')).toBe(true);
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
  });

  it('names the crisis lines the server is configured with, and no others', async () => {
    const fetchMock = respondToCrisisLines(() =>
      Promise.resolve(Response.json([{ result: { data: CONFIGURED } }])),
    );
    renderAbout();

    await waitFor(() => document.querySelector('[data-testid="crisis-lines"]') !== null, 'the crisis lines');
    const items = [...document.querySelectorAll('[data-testid="crisis-lines"] li')].map(
      (li) => li.textContent,
    );
    expect(items).toEqual([
      'Telefonseelsorge (DE): call 0800 111 0 111',
      'Die Nummer gegen Kummer (DE): call 116 111',
    ]);
    const alert = crisisAlert()?.textContent ?? '';
    expect(alert).toContain(EMERGENCY);
    expect(alert).not.toContain('988');
    expect(alert).not.toContain('Samaritans');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tells a visitor to contact emergency services while the lines load', async () => {
    respondToCrisisLines(() => new Promise<Response>(() => {}));
    renderAbout();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const alert = crisisAlert()?.textContent ?? '';
    expect(alert).toContain(EMERGENCY);
    expect(alert).toContain('or a crisis line in your country');
    expect(document.querySelector('[data-testid="crisis-lines"]')).toBeNull();
  });

  it('still tells a visitor to contact emergency services when the lines cannot be read', async () => {
    const fetchMock = respondToCrisisLines(() =>
      Promise.resolve(
        Response.json(
          [
            {
              error: {
                message: 'Something went wrong on our side',
                code: -32603,
                data: { code: 'INTERNAL_SERVER_ERROR' },
              },
            },
          ],
          { status: 500 },
        ),
      ),
    );
    renderAbout();
    await waitFor(() => fetchMock.mock.calls.length > 0, 'the crisis-lines call');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const alert = crisisAlert()?.textContent ?? '';
    expect(alert).toContain(EMERGENCY);
    expect(alert).toContain('or a crisis line in your country');
    expect(alert).not.toContain('Something went wrong');
  });
});
