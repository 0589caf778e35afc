// @vitest-environment jsdom
import type { TUser } from '@innerweather/validators/auth';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { stubMatchMedia, stubTrpcServer } from './test-support/trpc-server-stub.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const USER: TUser = {
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  role: 'user',
  subscriptionStatus: 'trial',
  timeZone: 'UTC',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const THEME_TOGGLE = 'Switch to dark mode';
const NOTIFICATIONS = 'Notifications';

let root: Root | null = null;

/** Moves the fake clock on in small steps, so React renders (and asks for animation frames) as it would live. */
async function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += 10)
    await act(() => vi.advanceTimersByTimeAsync(Math.min(10, ms - passed)));
}

/** The whole app, signed in, on a page of its frame that reads nothing (the 404): two tooltips in the header. */
async function renderSignedInApp() {
  window.history.replaceState(null, '', '/no-such-page');
  stubTrpcServer((procedure) => {
    if (procedure === 'auth.signedInUser') return { data: USER };
    throw new Error(`unexpected procedure ${procedure}`);
  });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<App />));
  // Real time here: the signed-in frame is a lazily imported module. The clock is faked once it is on screen.
  for (let i = 0; i < 500 && !control(NOTIFICATIONS); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  if (!control(NOTIFICATIONS) || !control(THEME_TOGGLE))
    throw new Error('the signed-in header never appeared');
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
}

function control(label: string): HTMLElement | null {
  return document.querySelector(`[aria-label="${label}"]`);
}

/** Open and on screen: the control is described by a tooltip with that text (closing ones fade out undescribed). */
function tooltipShown(label: string): boolean {
  const id = control(label)?.getAttribute('aria-describedby');
  const tooltip = id ? document.getElementById(id) : null;
  return tooltip?.getAttribute('role') === 'tooltip' && tooltip.textContent === label;
}

function pointerEnters(label: string) {
  act(() => {
    control(label)?.dispatchEvent(new MouseEvent('mouseenter', { bubbles: false }));
  });
}

function pointerLeaves(label: string) {
  act(() => {
    control(label)?.dispatchEvent(new MouseEvent('mouseleave', { bubbles: false }));
  });
}

beforeEach(() => {
  stubMatchMedia();
  window.scrollTo = vi.fn();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Tooltips (spec section 9: open delay 700 ms, skip delay 300 ms)', () => {
  it('open 700 ms after the pointer rests on their control, not before', async () => {
    await renderSignedInApp();
    pointerEnters(THEME_TOGGLE);
    await wait(690);
    expect(tooltipShown(THEME_TOGGLE)).toBe(false);
    // It opens at 700 ms and starts fading in on the next animation frames.
    await wait(60);
    expect(tooltipShown(THEME_TOGGLE)).toBe(true);
  });

  it('open at once when the pointer moves to another within 300 ms', async () => {
    await renderSignedInApp();
    pointerEnters(THEME_TOGGLE);
    await wait(750);
    expect(tooltipShown(THEME_TOGGLE)).toBe(true);

    pointerLeaves(THEME_TOGGLE);
    await wait(200);
    pointerEnters(NOTIFICATIONS);
    await wait(50);
    expect(tooltipShown(NOTIFICATIONS)).toBe(true);
    await wait(300);
    expect(tooltipShown(THEME_TOGGLE)).toBe(false);
  });

  it('wait 700 ms again once the pointer has been away from them for more than 300 ms', async () => {
    await renderSignedInApp();
    pointerEnters(THEME_TOGGLE);
    await wait(750);
    pointerLeaves(THEME_TOGGLE);
    await wait(400);
    expect(tooltipShown(THEME_TOGGLE)).toBe(false);

    pointerEnters(NOTIFICATIONS);
    await wait(690);
    expect(tooltipShown(NOTIFICATIONS)).toBe(false);
    await wait(60);
    expect(tooltipShown(NOTIFICATIONS)).toBe(true);
  });
});
