import type { TRecommendation, TStats, TTimelinePoint } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUp,
  writeEntry,
  writeGuidance,
  type HandBuiltEntry,
  type JournalUser,
} from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-04-01T09:00:00.000Z' });
});
afterAll(() => t.close());

const get = <T>(user: JournalUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } }).then((res) => {
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json<T>();
  });

/**
 * Six entries around the turn of March 2026 (Wednesday 1 April; the week starts on Monday 30 March), read at
 * 2026-04-01T09:00Z. Local times: Auckland is UTC+13, Los Angeles UTC-7.
 *
 *        UTC              Auckland          Los Angeles
 *   A  Sun 29 Mar 12:00   Mon 30 Mar 01:00   Sun 29 Mar 05:00   sadness
 *   B  Mon 30 Mar 08:00   Mon 30 Mar 21:00   Mon 30 Mar 01:00   joy
 *   F  Tue 31 Mar 10:00   Tue 31 Mar 23:00   Tue 31 Mar 03:00   anxiety
 *   C  Tue 31 Mar 23:30   Wed  1 Apr 12:30   Tue 31 Mar 16:30   anxiety
 *   D  Wed  1 Apr 06:30   Wed  1 Apr 19:30   Tue 31 Mar 23:30   calm
 *   E  Wed  1 Apr 08:00   Wed  1 Apr 21:00   Wed  1 Apr 01:00   not analysed yet
 */
const aroundTheTurnOfTheMonth: HandBuiltEntry[] = [
  {
    at: '2026-03-29T12:00:00Z',
    analysis: {
      dominant: 'sadness',
      scores: { joy: 0.1, calm: 0.2, anxiety: 0.3, sadness: 0.7, anger: 0.05 },
    },
  },
  {
    at: '2026-03-30T08:00:00Z',
    analysis: { dominant: 'joy', scores: { joy: 0.9, calm: 0.6, anxiety: 0.1, sadness: 0, anger: 0 } },
  },
  {
    at: '2026-03-31T10:00:00Z',
    analysis: {
      dominant: 'anxiety',
      scores: { joy: 0.2, calm: 0.1, anxiety: 0.6, sadness: 0.3, anger: 0.1 },
    },
  },
  {
    at: '2026-03-31T23:30:00Z',
    analysis: {
      dominant: 'anxiety',
      scores: { joy: 0.1, calm: 0.2, anxiety: 0.8, sadness: 0.1, anger: 0.3 },
    },
  },
  {
    at: '2026-04-01T06:30:00Z',
    analysis: { dominant: 'calm', scores: { joy: 0.5, calm: 0.85, anxiety: 0.05, sadness: 0, anger: 0 } },
  },
  { at: '2026-04-01T08:00:00Z' },
];

async function userWithTheMonthTurn(timeZone: string) {
  const user = await signUp(t, { timeZone, subscriptionStatus: 'pro' });
  for (const entry of aroundTheTurnOfTheMonth) await writeEntry(t, user.userId, entry);
  return user;
}

describe('GET /api/stats', () => {
  let utc: JournalUser;
  let auckland: JournalUser;
  let losAngeles: JournalUser;
  beforeAll(async () => {
    utc = await userWithTheMonthTurn('UTC');
    auckland = await userWithTheMonthTurn('Pacific/Auckland');
    losAngeles = await userWithTheMonthTurn('America/Los_Angeles');
  });

  it('counts the month, the week and the streak in UTC', async () => {
    t.clock.set('2026-04-01T09:00:00.000Z');
    // Month: D, E. Week: B, F, C, D analysed, 2 of them joy or calm. Streak: 29, 30, 31 March and 1 April.
    expect(await get<TStats>(utc, '/api/stats')).toEqual({
      totalEntries: 2,
      positivityPercentage: 50,
      currentStreak: 4,
      dominantMood: 'anxiety',
    });
  });

  it('counts them in Auckland time, where C is already in April', async () => {
    t.clock.set('2026-04-01T09:00:00.000Z');
    // Month: C, D, E. Week: all five analysed, 2 joy or calm = 40%. Streak: 30, 31 March and 1 April.
    expect(await get<TStats>(auckland, '/api/stats')).toEqual({
      totalEntries: 3,
      positivityPercentage: 40,
      currentStreak: 3,
      dominantMood: 'anxiety',
    });
  });

  it('counts them in Los Angeles time, where only E is in April', async () => {
    t.clock.set('2026-04-01T09:00:00.000Z');
    expect(await get<TStats>(losAngeles, '/api/stats')).toEqual({
      totalEntries: 1,
      positivityPercentage: 50,
      currentStreak: 4,
      dominantMood: 'anxiety',
    });
  });

  it('keeps the streak through a day without an entry yet, and ends it the day after', async () => {
    t.clock.set('2026-04-02T20:00:00.000Z'); // 2 April in UTC: yesterday had an entry
    expect((await get<TStats>(utc, '/api/stats')).currentStreak).toBe(4);
    // The same instant is 3 April 09:00 in Auckland: no entry yesterday or today.
    expect((await get<TStats>(auckland, '/api/stats')).currentStreak).toBe(0);
    t.clock.set('2026-04-03T00:30:00.000Z');
    expect((await get<TStats>(utc, '/api/stats')).currentStreak).toBe(0);
  });

  it('starts a new week on Monday', async () => {
    t.clock.set('2026-04-06T12:00:00.000Z'); // Monday 6 April: nothing this week
    expect(await get<TStats>(utc, '/api/stats')).toMatchObject({
      totalEntries: 2,
      positivityPercentage: 0,
      dominantMood: null,
    });
  });

  it('starts a new month on the 1st', async () => {
    t.clock.set('2026-05-01T00:00:00.000Z');
    expect((await get<TStats>(utc, '/api/stats')).totalEntries).toBe(0);
  });

  it('breaks a tie for the dominant mood in favour of the latest entry', async () => {
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    await writeEntry(t, user.userId, { at: '2026-06-02T08:00:00Z', analysis: { dominant: 'sadness' } });
    await writeEntry(t, user.userId, { at: '2026-06-03T08:00:00Z', analysis: { dominant: 'joy' } });
    t.clock.set('2026-06-03T12:00:00.000Z');
    expect(await get<TStats>(user, '/api/stats')).toEqual({
      totalEntries: 2,
      positivityPercentage: 50,
      currentStreak: 2,
      dominantMood: 'joy',
    });
  });

  it('gives zeros and no mood to a new user', async () => {
    const user = await signUp(t);
    expect(await get<TStats>(user, '/api/stats')).toEqual({
      totalEntries: 0,
      positivityPercentage: 0,
      currentStreak: 0,
      dominantMood: null,
    });
  });
});

describe('GET /api/emotions/timeline', () => {
  let utc: JournalUser;
  let auckland: JournalUser;
  let losAngeles: JournalUser;
  beforeAll(async () => {
    utc = await userWithTheMonthTurn('UTC');
    auckland = await userWithTheMonthTurn('Pacific/Auckland');
    losAngeles = await userWithTheMonthTurn('America/Los_Angeles');
  });

  const point = (
    date: string,
    avgJoy: number,
    avgCalm: number,
    avgAnxiety: number,
    avgSadness: number,
    avgAnger: number,
  ) => ({
    date,
    avgJoy,
    avgCalm,
    avgAnxiety,
    avgSadness,
    avgAnger,
  });

  it('averages each UTC day with analysed entries, oldest first', async () => {
    t.clock.set('2026-04-01T09:00:00.000Z');
    expect(await get<TTimelinePoint[]>(utc, '/api/emotions/timeline?days=7')).toEqual([
      point('2026-03-29', 10, 20, 30, 70, 5),
      point('2026-03-30', 90, 60, 10, 0, 0),
      point('2026-03-31', 15, 15, 70, 20, 20), // F and C
      point('2026-04-01', 50, 85, 5, 0, 0), // D; E is not analysed
    ]);
  });

  it("groups by the user's local day", async () => {
    t.clock.set('2026-04-01T09:00:00.000Z');
    expect(await get<TTimelinePoint[]>(auckland, '/api/emotions/timeline?days=7')).toEqual([
      point('2026-03-30', 50, 40, 20, 35, 3), // A and B (anger 0.025 rounds to 3)
      point('2026-03-31', 20, 10, 60, 30, 10), // F
      point('2026-04-01', 30, 53, 43, 5, 15), // C and D
    ]);
    expect(await get<TTimelinePoint[]>(losAngeles, '/api/emotions/timeline?days=7')).toEqual([
      point('2026-03-29', 10, 20, 30, 70, 5),
      point('2026-03-30', 90, 60, 10, 0, 0),
      point('2026-03-31', 27, 38, 48, 13, 13), // F, C and D
    ]);
  });

  it('covers the last n local days, today included', async () => {
    t.clock.set('2026-04-01T09:00:00.000Z');
    expect((await get<TTimelinePoint[]>(utc, '/api/emotions/timeline?days=1')).map((p) => p.date)).toEqual([
      '2026-04-01',
    ]);
    expect((await get<TTimelinePoint[]>(utc, '/api/emotions/timeline?days=2')).map((p) => p.date)).toEqual([
      '2026-03-31',
      '2026-04-01',
    ]);
    // Los Angeles' 1 April has only the unanalysed entry.
    expect(await get<TTimelinePoint[]>(losAngeles, '/api/emotions/timeline?days=1')).toEqual([]);
    t.clock.set('2026-04-27T09:00:00.000Z');
    expect(await get<TTimelinePoint[]>(utc, '/api/emotions/timeline')).toHaveLength(4); // default 30 days
    expect(await get<TTimelinePoint[]>(utc, '/api/emotions/timeline?days=7')).toEqual([]);
  });

  it.each(['0', '366', 'abc', '-5', '2.5', ''])('refuses days=%s with a 400 and a message', async (days) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/emotions/timeline?days=${days}`,
      headers: { cookie: utc.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'days must be a whole number from 1 to 365',
    });
  });

  it.each(['1', '7', '30', '90', '365'])('accepts days=%s', async (days) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/emotions/timeline?days=${days}`,
      headers: { cookie: utc.cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it("shows nothing of another user's entries", async () => {
    const user = await signUp(t);
    t.clock.set('2026-04-01T09:00:00.000Z');
    expect(await get<TTimelinePoint[]>(user, '/api/emotions/timeline?days=365')).toEqual([]);
  });
});

describe('GET /api/recommendations', () => {
  const now = '2026-07-15T12:00:00.000Z';
  const daysAgo = (days: number) => new Date(Date.parse(now) - days * 86_400_000).toISOString();
  const checkShape = (items: TRecommendation[]) => {
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    const rank = { high: 0, medium: 1, low: 2 };
    const ranks = items.map((i) => rank[i.priority]);
    expect(ranks).toEqual([...ranks].sort());
    for (const item of items) {
      expect(['activity', 'mindfulness', 'social', 'professional', 'health']).toContain(item.type);
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.description.length).toBeGreaterThan(0);
      expect(item.reasoning.length).toBeGreaterThan(0);
    }
  };

  it('gives a new user general suggestions that say why', async () => {
    t.clock.set(now);
    const user = await signUp(t);
    const items = await get<TRecommendation[]>(user, '/api/recommendations');
    checkShape(items);
    expect(items.some((i) => i.type === 'professional')).toBe(false);
    expect(items[0]).toMatchObject({ type: 'activity', title: 'Write your first entries' });
    expect(items[0]!.reasoning).toContain('no analysed entries');
  });

  it('puts professional support first when sadness and anxiety dominated the last week', async () => {
    t.clock.set(now);
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    await writeEntry(t, user.userId, {
      at: daysAgo(1),
      analysis: { dominant: 'sadness', scores: { sadness: 0.8 } },
    });
    await writeEntry(t, user.userId, {
      at: daysAgo(3),
      analysis: { dominant: 'anxiety', scores: { anxiety: 0.7 } },
    });
    await writeEntry(t, user.userId, {
      at: daysAgo(5),
      analysis: { dominant: 'sadness', scores: { sadness: 0.6 } },
    });
    await writeEntry(t, user.userId, { at: daysAgo(6), analysis: { dominant: 'joy' } });
    const items = await get<TRecommendation[]>(user, '/api/recommendations');
    checkShape(items);
    expect(items[0]).toMatchObject({ type: 'professional', priority: 'high' });
    expect(items[0]!.reasoning).toContain(
      '3 of your 4 entries in the past 7 days were mostly sad or anxious',
    );
    expect(items.find((i) => i.type === 'social')?.reasoning).toContain('Sadness averaged');
  });

  it('puts professional support first after a crisis flag, whatever the moods', async () => {
    t.clock.set(now);
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    const flagged = await writeEntry(t, user.userId, { at: daysAgo(10), analysis: { dominant: 'joy' } });
    await writeEntry(t, user.userId, { at: daysAgo(2), analysis: { dominant: 'joy' } });
    await writeGuidance(t, user.userId, flagged, { urgency: 'immediate', source: 'crisis_screen' });
    const items = await get<TRecommendation[]>(user, '/api/recommendations');
    checkShape(items);
    expect(items[0]).toMatchObject({
      type: 'professional',
      priority: 'high',
      title: 'Reach out for support now',
    });
    expect(items[0]!.description).toContain('emergency services');
  });

  it('forgets a crisis flag older than two weeks', async () => {
    t.clock.set(now);
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    const old = await writeEntry(t, user.userId, { at: daysAgo(20), analysis: { dominant: 'joy' } });
    await writeGuidance(t, user.userId, old, { urgency: 'immediate', source: 'crisis_screen' });
    await writeEntry(t, user.userId, { at: daysAgo(2), analysis: { dominant: 'joy' } });
    const items = await get<TRecommendation[]>(user, '/api/recommendations');
    expect(items.some((i) => i.type === 'professional')).toBe(false);
  });

  it('follows a mostly joyful pattern and a falling trend with reasons', async () => {
    t.clock.set(now);
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    for (const days of [9, 10, 11, 12]) {
      await writeEntry(t, user.userId, {
        at: daysAgo(days),
        analysis: { dominant: 'joy', scores: { joy: 0.9, calm: 0.7 } },
      });
    }
    await writeEntry(t, user.userId, {
      at: daysAgo(2),
      analysis: { dominant: 'joy', scores: { joy: 0.5, calm: 0.3 } },
    });
    const items = await get<TRecommendation[]>(user, '/api/recommendations');
    checkShape(items);
    expect(items.some((i) => i.type === 'professional')).toBe(false);
    const trend = items.find((i) => i.type === 'health');
    expect(trend?.reasoning).toBe(
      'Your average joy and calm fell from 80% in the week before to 40% in the past 7 days.',
    );
  });
});
