// @vitest-environment jsdom
import type { TUser } from '@innerweather/validators/auth';
import type { TEntry, TStats } from '@innerweather/validators/journal';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignedInUserContext } from '../../auth/current-user.ts';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubMatchMedia, stubTrpcServer, type TrpcAnswer } from '../../test-support/trpc-server-stub.ts';
import { DashboardPage } from './dashboard-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
/** A refresh counts as on time when it comes within this much of when it was due (timers, batching, renders). */
const SLACK = 200;

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

const ANALYSED_ENTRY: TEntry = {
  id: 'entry-1',
  content: 'A calm walk by the river after work.',
  category: 'personal',
  privacyLevel: 'private',
  createdAt: '2025-01-02T10:00:00.000Z',
  analysisStatus: 'complete',
  analyzer: 'lexicon',
  tags: [],
  mood: 'calm',
  moodSource: 'analysis',
  editedAt: null,
  emotions: [
    {
      joy: 0.3,
      calm: 0.6,
      anxiety: 0.05,
      sadness: 0.03,
      anger: 0.02,
      dominantEmotion: 'calm',
      confidence: 0.7,
      insights: ['A quiet evening.', 'Time outdoors helped.'],
      keywords: ['walk', 'river'],
    },
  ],
};

const STATS: TStats = { totalEntries: 1, positivityPercentage: 100, currentStreak: 1, dominantMood: 'calm' };

function journalServer(procedure: string): TrpcAnswer {
  switch (procedure) {
    case 'content.list':
    case 'emotions.timeline':
    case 'recommendations.list':
    case 'guidance.listForEntries':
    case 'entries.onThisDay':
      return { data: [] };
    case 'guidance.unacknowledgedCrisis':
      return { data: null };
    case 'stats.get':
      return { data: STATS };
    case 'entries.recent':
      return { data: [ANALYSED_ENTRY] };
    default:
      throw new Error(`the dashboard asked for ${procedure}`);
  }
}

let root: Root | null = null;

/** The dashboard as the signed-in app mounts it: the real tRPC client and query defaults over a stubbed `fetch`. */
function renderDashboard() {
  root = renderInApp(
    <SignedInUserContext value={USER}>
      <DashboardPage />
    </SignedInUserContext>,
    '/',
  );
}

/** Moves the fake clock on, letting every timer, fetch and render due in that time happen. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Expects one read at mount, one ~1 s later, then one every 30 s counted from the previous one. */
/** A first look, the one refresh after 1 s, then nothing on a timer: later changes come on the event stream. */
function expectFirstLookThenOnceAfter1s(times: number[]) {
  expect(times).toHaveLength(2);
  expect(times[0]).toBeLessThan(SLACK);
  expect(times[1]).toBeGreaterThanOrEqual(SECOND);
  expect(times[1]).toBeLessThan(SECOND + SLACK);
}

beforeEach(() => {
  // Only the clock is faked: React's scheduler and fetch's body streams keep their real setImmediate/microtasks.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  stubMatchMedia();
  window.scrollTo = vi.fn();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Dashboard refresh (spec sections 4 and 9)', () => {
  it('reads entries and AI guidance again after 1 s, then never on a timer (the event stream tells)', async () => {
    const server = stubTrpcServer(journalServer);
    const start = Date.now();
    renderDashboard();
    const until = 2 * MINUTE + 5 * SECOND;
    await wait(until);

    expectFirstLookThenOnceAfter1s(server.timesOf('entries.recent', start));
    expectFirstLookThenOnceAfter1s(server.timesOf('guidance.listForEntries', start));
    // The guidance asked for is that of the entries on screen.
    const guidanceInputs = server.calls.filter((call) => call.procedure === 'guidance.listForEntries');
    expect(guidanceInputs.every((call) => JSON.stringify(call.input) === '{"entryIds":["entry-1"]}')).toBe(
      true,
    );
  });

  it('reads recommendations every 5 minutes, not every 30 s', async () => {
    const server = stubTrpcServer(journalServer);
    const start = Date.now();
    renderDashboard();

    await wait(5 * MINUTE - 5 * SECOND);
    expect(server.timesOf('recommendations.list', start)).toHaveLength(1);

    await wait(10 * SECOND);
    const times = server.timesOf('recommendations.list', start);
    expect(times).toHaveLength(2);
    expect(times[1]).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(times[1]).toBeLessThan(5 * MINUTE + SLACK);
  });

  it('does not read stats, the timeline or the welcome text again on a timer', async () => {
    const server = stubTrpcServer(journalServer);
    const start = Date.now();
    renderDashboard();
    await wait(6 * MINUTE);

    expect(server.timesOf('stats.get', start)).toHaveLength(1);
    expect(server.timesOf('emotions.timeline', start)).toHaveLength(1);
    expect(server.timesOf('content.list', start)).toHaveLength(1);
    expect(server.timesOf('entries.onThisDay', start)).toHaveLength(1);
  });
});
