import type { TStats, TTimelinePoint } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, writeEntry, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The per-day summary behind stats and the timeline, seen through the REST calls a client makes. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T12:00:00.000Z' });
});
afterAll(() => t.close());

const get = <T>(user: JournalUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } }).then((res) => {
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json<T>();
  });

describe('journal days', () => {
  it('move to the new local days when the user changes their time zone in the profile', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    // 23:30 UTC on 8 and 9 March is already the next morning in Berlin.
    await writeEntry(t, user.userId, {
      at: '2026-03-08T23:30:00Z',
      analysis: { dominant: 'joy', scores: { joy: 0.9 } },
    });
    await writeEntry(t, user.userId, {
      at: '2026-03-09T23:30:00Z',
      analysis: { dominant: 'calm', scores: { calm: 0.6 } },
    });
    t.clock.set('2026-03-10T12:00:00.000Z');
    const dates = async () =>
      (await get<TTimelinePoint[]>(user, '/api/emotions/timeline?days=7')).map((p) => p.date);
    expect(await dates()).toEqual(['2026-03-08', '2026-03-09']);
    // Yesterday (9 March) had an entry, today none yet.
    expect((await get<TStats>(user, '/api/stats')).currentStreak).toBe(2);

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
      payload: { firstName: 'Test', lastName: 'User', timeZone: 'Europe/Berlin' },
    });
    expect(res.statusCode).toBe(200);
    expect(await dates()).toEqual(['2026-03-09', '2026-03-10']);
    expect((await get<TStats>(user, '/api/stats')).currentStreak).toBe(2);
  });

  it('count an entry saved over REST at once, and no more once it is deleted', async () => {
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    t.clock.set('2026-03-10T12:00:00.000Z');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie: user.cookie },
      payload: { content: 'A quiet walk along the river this morning.' },
    });
    expect(saved.statusCode).toBe(201);
    expect(await get<TStats>(user, '/api/stats')).toMatchObject({ totalEntries: 1, currentStreak: 1 });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/entries/${saved.json<{ id: string }>().id}`,
      headers: { cookie: user.cookie },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await get<TStats>(user, '/api/stats')).toMatchObject({ totalEntries: 0, currentStreak: 0 });
  });
});
