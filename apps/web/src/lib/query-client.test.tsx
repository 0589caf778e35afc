// @vitest-environment jsdom
import type { TUser } from '@innerweather/validators/auth';
import type { TStats } from '@innerweather/validators/journal';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, Profiler, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '../auth/current-user.ts';
import { stubTrpcServer, type TrpcAnswer } from '../test-support/trpc-server-stub.ts';
import { createQueryClient } from './query-client.ts';
import { createTrpcClient, trpc } from './trpc.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

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
const STATS: TStats = { totalEntries: 1, positivityPercentage: 100, currentStreak: 1, dominantMood: 'calm' };

function server(procedure: string): TrpcAnswer {
  if (procedure === 'auth.signedInUser') return { data: USER };
  if (procedure === 'stats.get') return { data: STATS };
  if (procedure === 'content.list') return { data: [] };
  throw new Error(`unexpected procedure ${procedure}`);
}

function CurrentUserName() {
  const user = useCurrentUser();
  return <p>{user.data?.firstName ?? '…'}</p>;
}

function Stats() {
  const stats = trpc.stats.get.useQuery(undefined);
  return <p>{stats.isError ? 'stats failed' : (stats.data?.totalEntries ?? '…')}</p>;
}

function ContentCount() {
  const content = trpc.content.list.useQuery(undefined);
  return <p>{content.data ? `${content.data.length} texts` : '…'}</p>;
}

const roots: Root[] = [];

/** Mounts `ui` (one more screen) with the app's tRPC client over the stubbed `fetch` and the given query client. */
function mount(queryClient: QueryClient, ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  const trpcClient = createTrpcClient();
  act(() => {
    root.render(
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </trpc.Provider>,
    );
  });
}

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots.length = 0;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Data defaults (spec sections 7 and 9)', () => {
  it('does not retry a failed read', async () => {
    const { calls } = stubTrpcServer(() => ({
      error: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, message: 'Something went wrong on our side' },
    }));
    mount(createQueryClient(), <Stats />);
    await wait(MINUTE);

    expect(document.body.textContent).toContain('stats failed');
    expect(calls.map((call) => call.procedure)).toEqual(['stats.get']);
  });

  it('keeps an answer without a cache time fresh: a screen opened 10 minutes later does not ask again', async () => {
    const { calls } = stubTrpcServer(server);
    const queryClient = createQueryClient();
    mount(queryClient, <Stats />);
    await wait(10 * MINUTE);
    mount(queryClient, <Stats />);
    await wait(SECOND);

    expect(calls.map((call) => call.procedure)).toEqual(['stats.get']);
  });

  it('caches the current user for 60 s: asked again by a screen opened after that, not before', async () => {
    const { calls, timesOf } = stubTrpcServer(server);
    const queryClient = createQueryClient();
    const start = Date.now();
    mount(queryClient, <CurrentUserName />);
    await wait(59 * SECOND);
    mount(queryClient, <CurrentUserName />);
    await wait(2 * SECOND);
    expect(calls).toHaveLength(1);

    mount(queryClient, <CurrentUserName />);
    await wait(SECOND);
    expect(timesOf('auth.signedInUser', start)).toHaveLength(2);
    expect(timesOf('auth.signedInUser', start)[1]).toBeGreaterThanOrEqual(MINUTE);
  });

  it('does not read again when the window regains focus, even a stale answer', async () => {
    const { calls } = stubTrpcServer(server);
    mount(createQueryClient(), <CurrentUserName />);
    await wait(2 * MINUTE);
    expect(document.body.textContent).toContain('Ada');

    // What the browser sends when the person comes back to the tab (TanStack Query listens for it).
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await wait(SECOND);

    expect(calls.map((call) => call.procedure)).toEqual(['auth.signedInUser']);
  });

  it('draws answers that arrive together in one pass, not once per answer', async () => {
    stubTrpcServer(server);
    const passes: string[] = [];
    mount(
      createQueryClient(),
      <Profiler id="screen" onRender={(_id, phase) => passes.push(phase)}>
        <CurrentUserName />
        <Stats />
        <ContentCount />
      </Profiler>,
    );
    await wait(SECOND);

    // All three asked in one batched request: their answers are drawn in a single update after the first draw.
    expect(document.body.textContent).toBe('Ada10 texts');
    expect(passes).toEqual(['mount', 'update']);
  });
});
