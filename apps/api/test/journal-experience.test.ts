import { openEntryBody } from '@innerweather/core/journal/entry-body';
import type {
  TCalendarDay,
  TEntry,
  TEntryRevision,
  TGuidance,
  TStats,
} from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptorOf, signUp, trpcQuery, writeEntry, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 24 over HTTP: past dates, tags, the user's own mood, editing with revisions, the calendar and On this day.
 * Jobs run (in-process, or BullMQ workers with REDIS_URL), so an edit's new analysis arrives as it would.
 * The clock reads Friday 27 November 2026, 09:00 UTC (22:00 in Auckland).
 */
const NOW = '2026-11-27T09:00:00.000Z';
const HAPPY = 'I feel so happy and grateful today, the sun was out and we had a wonderful picnic.';
const SAD = 'I feel so sad and lonely tonight, I cried and miss my grandmother terribly.';
const CRISIS = 'I have been thinking about ending my life and I wrote goodbye letters to my family tonight.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, runJobs: true, config: { freeEntriesPerMonth: 3 } });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (user: JournalUser, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const ok = async <T>(user: JournalUser, method: Method, url: string, payload?: unknown): Promise<T> => {
  const res = await call(user, method, url, payload);
  if (res.statusCode !== 200 && res.statusCode !== 201)
    throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
};

/** The entry once its analysis is stored (the jobs run in the background). */
async function analysed(user: JournalUser, id: string): Promise<TEntry> {
  for (let i = 0; i < 200; i += 1) {
    const entry = await ok<TEntry>(user, 'GET', `/api/entries/${id}`);
    if (entry.analysisStatus === 'complete') return entry;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`entry ${id} was never analysed`);
}

const localDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

describe('POST /api/entries with a date and tags', () => {
  it('files the entry on the chosen past date and keeps its tags, encrypted', async () => {
    const user = await signUp(t, { timeZone: 'Pacific/Auckland', subscriptionStatus: 'pro' });
    const saved = await ok<TEntry>(user, 'POST', '/api/entries', {
      content: HAPPY,
      entryDate: '2026-11-20',
      tags: ['Sleep', 'family', 'sleep'],
    });
    expect(localDay(saved.createdAt, 'Pacific/Auckland')).toBe('2026-11-20');
    expect(saved.tags).toEqual(['Sleep', 'family']);
    const row = await t.runtime.db
      .selectFrom('entries')
      .select(['contentEnc', 'tagsEnc', 'writtenAt'])
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    // Sealed as one value with the text, under the user's own data key.
    expect(row.contentEnc).not.toContain('Sleep');
    expect(row.tagsEnc).toBeNull();
    expect(openEntryBody(encryptorOf(t), row).tags).toEqual(['Sleep', 'family']);
    expect(row.writtenAt.toISOString()).toBe(NOW);
  });

  it("takes today in the user's time zone and refuses a future date with a 400", async () => {
    const pagoPago = await signUp(t, { timeZone: 'Pacific/Pago_Pago', subscriptionStatus: 'pro' });
    const utc = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    // 27 November has begun in UTC, not yet in Pago Pago (UTC-11, 22:00 on the 26th).
    const today = await call(utc, 'POST', '/api/entries', { content: HAPPY, entryDate: '2026-11-27' });
    expect(today.statusCode).toBe(201);
    expect(today.json<TEntry>().createdAt).toBe(NOW);
    const future = await call(pagoPago, 'POST', '/api/entries', { content: HAPPY, entryDate: '2026-11-27' });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ message: string }>().message).toBe('entryDate cannot be in the future');
    const yesterday = await call(pagoPago, 'POST', '/api/entries', {
      content: HAPPY,
      entryDate: '2026-11-26',
    });
    expect(yesterday.statusCode).toBe(201);
    // The free-plan path (counted under the row lock) refuses it as well.
    const free = await signUp(t, { timeZone: 'UTC' });
    const freeFuture = await call(free, 'POST', '/api/entries', { content: HAPPY, entryDate: '2027-01-01' });
    expect(freeFuture.statusCode).toBe(400);
    const badDate = await call(utc, 'POST', '/api/entries', { content: HAPPY, entryDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ message: string }>().message).toMatch(/entryDate must be a date as YYYY-MM-DD/);
  });

  it('refuses more than 10 tags or a tag longer than 30 characters', async () => {
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    const many = await call(user, 'POST', '/api/entries', {
      content: HAPPY,
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json<{ message: string }>().message).toMatch(/at most 10 tags/);
    const long = await call(user, 'POST', '/api/entries', { content: HAPPY, tags: ['x'.repeat(31)] });
    expect(long.statusCode).toBe(400);
  });

  it('filters GET /api/entries by tag, ignoring case', async () => {
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    const tagged = await ok<TEntry>(user, 'POST', '/api/entries', { content: HAPPY, tags: ['Work'] });
    await ok<TEntry>(user, 'POST', '/api/entries', { content: SAD, tags: ['home'] });
    const found = await ok<TEntry[]>(user, 'GET', '/api/entries?tag=work');
    expect(found.map((e) => e.id)).toEqual([tagged.id]);
  });

  it('counts a free plan by what was written this month, whatever date the entries carry', async () => {
    const user = await signUp(t, { timeZone: 'UTC' });
    await ok(user, 'POST', '/api/entries', { content: HAPPY, entryDate: '2026-10-02' });
    await ok(user, 'POST', '/api/entries', { content: HAPPY, entryDate: '2025-01-02' });
    const allowance = await trpcQuery<{ used: number; left: number }>(
      t,
      user.cookie,
      'entries.allowance',
      {},
    );
    expect(allowance).toMatchObject({ used: 2, left: 1 });
    // The dashboard's "this month" follows the entries' dates: neither is in November.
    await ok(user, 'POST', '/api/entries', { content: HAPPY });
    const refused = await call(user, 'POST', '/api/entries', { content: HAPPY, entryDate: '2026-09-09' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET and PATCH /api/entries/{id}', () => {
  let me: JournalUser;
  let other: JournalUser;
  beforeAll(async () => {
    me = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    other = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
  });

  it("reads one entry; another user's id, an unknown or a malformed one is a 404 on every call", async () => {
    const saved = await ok<TEntry>(me, 'POST', '/api/entries', { content: HAPPY, category: 'family' });
    const entry = await ok<TEntry>(me, 'GET', `/api/entries/${saved.id}`);
    expect(entry).toMatchObject({ id: saved.id, content: HAPPY, category: 'family', tags: [] });
    for (const [method, url, payload] of [
      ['GET', `/api/entries/${saved.id}`, undefined],
      ['PATCH', `/api/entries/${saved.id}`, { content: SAD }],
      ['PATCH', `/api/entries/${saved.id}`, { mood: 'anger' }],
      ['GET', `/api/entries/${saved.id}/revisions`, undefined],
    ] as const) {
      expect((await call(other, method, url, payload)).statusCode).toBe(404);
    }
    expect((await call(me, 'GET', '/api/entries/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(me, 'GET', '/api/entries/not-an-id')).statusCode).toBe(404);
    // Nothing of mine changed through the other user's calls.
    expect((await ok<TEntry>(me, 'GET', `/api/entries/${saved.id}`)).content).toBe(HAPPY);
    expect(await ok<TEntryRevision[]>(me, 'GET', `/api/entries/${saved.id}/revisions`)).toEqual([]);
  });

  it('analyses edited text again and keeps the earlier versions, encrypted, newest first', async () => {
    const saved = await ok<TEntry>(me, 'POST', '/api/entries', { content: HAPPY, tags: ['picnic'] });
    const first = await analysed(me, saved.id);
    expect(first.emotions[0]?.dominantEmotion).toBe('joy');

    const edited = await ok<TEntry>(me, 'PATCH', `/api/entries/${saved.id}`, { content: SAD });
    expect(edited).toMatchObject({ content: SAD, analysisStatus: 'pending', emotions: [], tags: ['picnic'] });
    expect(edited.editedAt).toBe(NOW);
    const reread = await analysed(me, saved.id);
    expect(reread.emotions[0]?.dominantEmotion).toBe('sadness');
    expect(reread.mood).toBe('sadness');
    expect(reread.moodSource).toBe('analysis');

    await ok<TEntry>(me, 'PATCH', `/api/entries/${saved.id}`, { tags: ['grief'], category: 'family' });
    const revisions = await ok<TEntryRevision[]>(me, 'GET', `/api/entries/${saved.id}/revisions`);
    expect(revisions.map((r) => [r.content, r.tags])).toEqual([
      [SAD, ['picnic']],
      [HAPPY, ['picnic']],
    ]);
    const stored = await t.runtime.db
      .selectFrom('entryRevisions')
      .select('contentEnc')
      .where('entryId', '=', saved.id)
      .execute();
    expect(
      stored.every((r) => !r.contentEnc.includes('grandmother') && !r.contentEnc.includes('picnic')),
    ).toBe(true);
  });

  it('refuses a future date and bad input with a 400 and leaves the entry as it was', async () => {
    const saved = await ok<TEntry>(me, 'POST', '/api/entries', { content: HAPPY });
    const future = await call(me, 'PATCH', `/api/entries/${saved.id}`, { entryDate: '2026-11-28' });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ message: string }>().message).toBe('entryDate cannot be in the future');
    expect((await call(me, 'PATCH', `/api/entries/${saved.id}`, { mood: 'bliss' })).statusCode).toBe(400);
    expect((await call(me, 'PATCH', `/api/entries/${saved.id}`, { content: 'short' })).statusCode).toBe(400);
    expect((await call(me, 'PATCH', `/api/entries/${saved.id}`, { privacyLevel: 'public' })).statusCode).toBe(
      400,
    );
    const entry = await ok<TEntry>(me, 'GET', `/api/entries/${saved.id}`);
    expect(localDay(entry.createdAt, 'UTC')).toBe('2026-11-27');
    expect(entry.content).toBe(HAPPY);
    expect(entry.privacyLevel).toBe('private');
  });

  it('changes an entry’s privacy, as the edit form does', async () => {
    const saved = await ok<TEntry>(me, 'POST', '/api/entries', { content: HAPPY });
    const shared = await ok<TEntry>(me, 'PATCH', `/api/entries/${saved.id}`, { privacyLevel: 'shareable' });
    expect(shared.privacyLevel).toBe('shareable');
    expect((await ok<TEntry>(me, 'GET', `/api/entries/${saved.id}`)).privacyLevel).toBe('shareable');
  });

  it('keeps a crisis alert through an edit and whatever mood is chosen', async () => {
    const saved = await ok<TEntry>(me, 'POST', '/api/entries', { content: CRISIS });
    await analysed(me, saved.id);
    const alert = async () =>
      (await ok<TGuidance[]>(me, 'GET', `/api/entries/${saved.id}/therapist-recommendations`)).filter(
        (g) => g.professionalType === 'crisis_support',
      );
    const [crisis] = await alert();
    expect(crisis).toMatchObject({ urgency: 'immediate', isAcknowledged: false });
    await ok(me, 'PATCH', `/api/therapist-recommendations/${crisis!.id}/acknowledge`, {});

    await ok(me, 'PATCH', `/api/entries/${saved.id}`, { content: HAPPY, mood: 'joy' });
    const after = await analysed(me, saved.id);
    expect(after).toMatchObject({ mood: 'joy', moodSource: 'you' });
    // The analysis of a flagged entry stays sober and the acknowledged alert stays in its history.
    expect(['joy', 'calm']).not.toContain(after.emotions[0]?.dominantEmotion);
    expect(await alert()).toEqual([
      expect.objectContaining({ id: crisis!.id, isAcknowledged: true, urgency: 'immediate' }),
    ]);
  });
});

describe('stats, streak, calendar and recommendations follow my mood and the entry date', () => {
  it('counts my own mood in the Dominant Mood, positivity and calendar, and back when I clear it', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    // Monday 23 November starts the week.
    const a = await writeEntry(t, user.userId, {
      at: '2026-11-24T10:00:00Z',
      analysis: { dominant: 'sadness' },
    });
    await writeEntry(t, user.userId, { at: '2026-11-25T10:00:00Z', analysis: { dominant: 'sadness' } });
    const c = await writeEntry(t, user.userId, {
      at: '2026-11-26T10:00:00Z',
      analysis: { dominant: 'anxiety' },
    });
    const stats = () => ok<TStats>(user, 'GET', '/api/stats');
    expect(await stats()).toMatchObject({ dominantMood: 'sadness', positivityPercentage: 0 });

    await ok(user, 'PATCH', `/api/entries/${a}`, { mood: 'joy' });
    await ok(user, 'PATCH', `/api/entries/${c}`, { mood: 'joy' });
    expect(await stats()).toMatchObject({ dominantMood: 'joy', positivityPercentage: 67 });
    const entry = await ok<TEntry>(user, 'GET', `/api/entries/${a}`);
    expect(entry).toMatchObject({ mood: 'joy', moodSource: 'you' });
    expect(entry.emotions[0]?.dominantEmotion).toBe('sadness');

    const days = await ok<TCalendarDay[]>(
      user,
      'GET',
      '/api/emotions/calendar?from=2026-11-01&to=2026-11-30',
    );
    expect(days).toEqual([
      { date: '2026-11-24', mood: 'joy', entries: 1 },
      { date: '2026-11-25', mood: 'sadness', entries: 1 },
      { date: '2026-11-26', mood: 'joy', entries: 1 },
    ]);

    await ok(user, 'PATCH', `/api/entries/${c}`, { mood: null });
    expect(await stats()).toMatchObject({ positivityPercentage: 33 });
    expect((await ok<TEntry>(user, 'GET', `/api/entries/${c}`)).moodSource).toBe('analysis');
  });

  it('follows the entry date: streak, this month and the timeline move with it', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    const ids = [];
    for (const entryDate of ['2026-11-27', '2026-11-26', '2026-11-25']) {
      const saved = await ok<TEntry>(user, 'POST', '/api/entries', { content: HAPPY, entryDate });
      ids.push(saved.id);
    }
    for (const id of ids) await analysed(user, id);
    expect(await ok<TStats>(user, 'GET', '/api/stats')).toMatchObject({ currentStreak: 3, totalEntries: 3 });
    const timeline = await ok<Array<{ date: string }>>(user, 'GET', '/api/emotions/timeline?days=7');
    expect(timeline.map((p) => p.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);

    // Moving the middle one to October breaks the streak and leaves November.
    await ok(user, 'PATCH', `/api/entries/${ids[1]}`, { entryDate: '2026-10-26' });
    expect(await ok<TStats>(user, 'GET', '/api/stats')).toMatchObject({ currentStreak: 1, totalEntries: 2 });
    const days = await ok<TCalendarDay[]>(
      user,
      'GET',
      '/api/emotions/calendar?from=2026-10-01&to=2026-11-30',
    );
    expect(days.map((d) => d.date)).toEqual(['2026-10-26', '2026-11-25', '2026-11-27']);
  });

  it('refuses a calendar range that is reversed, too long or not dates', async () => {
    const user = await signUp(t);
    for (const query of [
      'from=2026-11-30&to=2026-11-01',
      'from=2025-01-01&to=2026-11-01',
      'from=x&to=2026-11-01',
    ]) {
      const res = await call(user, 'GET', `/api/emotions/calendar?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/emotions/calendar?from=2026-11-01&to=2026-11-02' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/emotions/calendar/{date}', () => {
  it("opens one local day: that day's entries in the user's time zone, nobody else's", async () => {
    // Auckland is 13 hours ahead in November: its 25th runs from 24 Nov 11:00 to 25 Nov 11:00 UTC.
    const kiri = await signUp(t, { timeZone: 'Pacific/Auckland', subscriptionStatus: 'pro' });
    const before = await writeEntry(t, kiri.userId, { at: '2026-11-24T10:30:00Z' });
    const first = await writeEntry(t, kiri.userId, { at: '2026-11-24T11:30:00Z' });
    const last = await writeEntry(t, kiri.userId, { at: '2026-11-25T10:30:00Z' });
    const after = await writeEntry(t, kiri.userId, { at: '2026-11-25T11:30:00Z' });
    const other = await signUp(t, { timeZone: 'Pacific/Auckland' });
    await writeEntry(t, other.userId, { at: '2026-11-24T12:00:00Z' });

    const day = await ok<TEntry[]>(kiri, 'GET', '/api/emotions/calendar/2026-11-25');
    expect(day.map((e) => e.id)).toEqual([last, first]);
    expect((await ok<TEntry[]>(kiri, 'GET', '/api/emotions/calendar/2026-11-24')).map((e) => e.id)).toEqual([
      before,
    ]);
    expect((await ok<TEntry[]>(kiri, 'GET', '/api/emotions/calendar/2026-11-26')).map((e) => e.id)).toEqual([
      after,
    ]);
    expect(await ok<TEntry[]>(kiri, 'GET', '/api/emotions/calendar/2026-11-20')).toEqual([]);
    // The calendar counts the same day the same way.
    const days = await ok<TCalendarDay[]>(
      kiri,
      'GET',
      '/api/emotions/calendar?from=2026-11-25&to=2026-11-25',
    );
    expect(days).toMatchObject([{ date: '2026-11-25', entries: 2 }]);

    for (const bad of ['2026-02-30', 'yesterday', '2026-1-5']) {
      const res = await call(kiri, 'GET', `/api/emotions/calendar/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('date must be a date as YYYY-MM-DD');
    }
  });
});

describe('GET /api/entries/on-this-day', () => {
  it("lists earlier years' entries of today's date in my time zone, only mine", async () => {
    const user = await signUp(t, { timeZone: 'Pacific/Auckland', subscriptionStatus: 'pro' });
    const other = await signUp(t, { timeZone: 'Pacific/Auckland', subscriptionStatus: 'pro' });
    // Today is 27 November in Auckland (22:00).
    const lastYear = await ok<TEntry>(user, 'POST', '/api/entries', {
      content: HAPPY,
      entryDate: '2025-11-27',
    });
    const twoYears = await ok<TEntry>(user, 'POST', '/api/entries', {
      content: SAD,
      entryDate: '2024-11-27',
    });
    await ok(user, 'POST', '/api/entries', { content: HAPPY, entryDate: '2025-11-26' });
    await ok(user, 'POST', '/api/entries', { content: HAPPY });
    await ok(other, 'POST', '/api/entries', { content: HAPPY, entryDate: '2025-11-27' });
    const found = await ok<TEntry[]>(user, 'GET', '/api/entries/on-this-day');
    expect(found.map((e) => e.id)).toEqual([lastYear.id, twoYears.id]);
  });
});
