import type { TCalendarDay, TEntry, TStats, TTimelinePoint } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportState, uploadImport } from './account-fixtures.ts';
import { sendAs, signUp, writeEntry, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The user's own mood wins over the analysis in stats, timeline and calendar (design.md), for entries edited later
 * too: an own mood counts on the timeline as that emotion at 100% for its entry, the others at 0. Jobs do not run:
 * an entry posted here stays pending, as one whose analysis waits or failed.
 * The clock reads Friday 27 November 2026, 12:00 UTC; the week starts on Monday 23 November.
 */
const NOW = '2026-11-27T12:00:00.000Z';

describe(`own mood in the figures (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
  });
  afterAll(() => t.close());

  const send = <T>(user: JournalUser, method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
    sendAs<T>(t, user, method, url, body);
  const timeline = (user: JournalUser) =>
    send<TTimelinePoint[]>(user, 'GET', '/api/emotions/timeline?days=7');
  const stats = (user: JournalUser) => send<TStats>(user, 'GET', '/api/stats');
  const calendar = (user: JournalUser) =>
    send<TCalendarDay[]>(user, 'GET', '/api/emotions/calendar?from=2026-11-01&to=2026-11-30');
  const point = (
    date: string,
    avg: Partial<Record<'Joy' | 'Calm' | 'Anxiety' | 'Sadness' | 'Anger', number>>,
  ) => ({
    date,
    avgJoy: avg.Joy ?? 0,
    avgCalm: avg.Calm ?? 0,
    avgAnxiety: avg.Anxiety ?? 0,
    avgSadness: avg.Sadness ?? 0,
    avgAnger: avg.Anger ?? 0,
  });

  it('draws the timeline from my mood when I set it later, and from the analysis again when I clear it', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    const a = await writeEntry(t, user.userId, {
      at: '2026-11-25T10:00:00Z',
      analysis: { dominant: 'joy', scores: { joy: 0.8, calm: 0.2, anxiety: 0.1, sadness: 0.1, anger: 0 } },
    });
    await writeEntry(t, user.userId, {
      at: '2026-11-25T18:00:00Z',
      analysis: { dominant: 'calm', scores: { joy: 0.2, calm: 0.6, anxiety: 0, sadness: 0.1, anger: 0 } },
    });
    expect(await timeline(user)).toEqual([
      point('2026-11-25', { Joy: 50, Calm: 40, Anxiety: 5, Sadness: 10 }),
    ]);

    // "Actually I was anxious": that entry is anxiety at 100%, the other keeps its analysis.
    await send(user, 'PATCH', `/api/entries/${a}`, { mood: 'anxiety' });
    expect(await timeline(user)).toEqual([
      point('2026-11-25', { Joy: 10, Calm: 30, Anxiety: 50, Sadness: 5 }),
    ]);
    expect(await stats(user)).toMatchObject({ positivityPercentage: 50 });
    expect(await calendar(user)).toEqual([{ date: '2026-11-25', mood: 'calm', entries: 2 }]);
    // The analysis' scores stay beside my mood on the entry.
    const entry = await send<TEntry>(user, 'GET', `/api/entries/${a}`);
    expect(entry).toMatchObject({ mood: 'anxiety', moodSource: 'you' });
    expect(entry.emotions[0]).toMatchObject({ dominantEmotion: 'joy', joy: 0.8 });

    await send(user, 'PATCH', `/api/entries/${a}`, { mood: 'sadness' });
    expect(await timeline(user)).toEqual([point('2026-11-25', { Joy: 10, Calm: 30, Sadness: 55 })]);

    await send(user, 'PATCH', `/api/entries/${a}`, { mood: null });
    expect(await timeline(user)).toEqual([
      point('2026-11-25', { Joy: 50, Calm: 40, Anxiety: 5, Sadness: 10 }),
    ]);
    expect(await stats(user)).toMatchObject({ positivityPercentage: 100 });
  });

  it('counts my mood on an entry not analysed yet, and moves it with the entry date', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    const saved = await send<TEntry>(user, 'POST', '/api/entries', {
      content: 'A long day of meetings, and a walk home in the rain.',
      mood: 'anger',
      entryDate: '2026-11-26',
    });
    expect(saved.analysisStatus).toBe('pending');
    expect(await timeline(user)).toEqual([point('2026-11-26', { Anger: 100 })]);
    expect(await stats(user)).toMatchObject({
      dominantMood: 'anger',
      positivityPercentage: 0,
      totalEntries: 1,
    });
    expect(await calendar(user)).toEqual([{ date: '2026-11-26', mood: 'anger', entries: 1 }]);

    await send(user, 'PATCH', `/api/entries/${saved.id}`, { entryDate: '2026-11-24', mood: 'calm' });
    expect(await timeline(user)).toEqual([point('2026-11-24', { Calm: 100 })]);
    expect(await stats(user)).toMatchObject({ dominantMood: 'calm', positivityPercentage: 100 });

    // Without my mood and without an analysis, the entry is on no timeline day and in no mood.
    await send(user, 'PATCH', `/api/entries/${saved.id}`, { mood: null });
    expect(await timeline(user)).toEqual([]);
    expect(await stats(user)).toMatchObject({ dominantMood: null, positivityPercentage: 0, totalEntries: 1 });
    expect(await calendar(user)).toEqual([{ date: '2026-11-24', mood: null, entries: 1 }]);
  });

  it('breaks a tie for the Dominant Mood by the latest entry, whose mood is mine and not analysed yet', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    await writeEntry(t, user.userId, { at: '2026-11-24T10:00:00Z', analysis: { dominant: 'anxiety' } });
    await send(user, 'POST', '/api/entries', {
      content: 'A long day of meetings, and a walk home in the rain.',
      mood: 'anger',
      entryDate: '2026-11-25',
    });
    expect(await stats(user)).toMatchObject({ dominantMood: 'anger' });
  });

  it('keeps my mood when the analysis arrives, and counts a deleted entry nowhere', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    const saved = await send<TEntry>(user, 'POST', '/api/entries', {
      content: 'I feel so happy and grateful today, the sun was out.',
      mood: 'sadness',
    });
    // The analysis as the worker stores it.
    await t.runtime.db
      .insertInto('entryAnalyses')
      .values({
        entryId: saved.id,
        userId: user.userId,
        joy: 0.9,
        calm: 0.1,
        anxiety: 0,
        sadness: 0,
        anger: 0,
        dominantEmotion: 'joy',
        confidence: 0.8,
        detailsEnc: 'unread',
        analyzer: 'lexicon',
        model: null,
      })
      .execute();
    await t.runtime.db
      .updateTable('entries')
      .set({ analysisStatus: 'complete' })
      .where('id', '=', saved.id)
      .execute();
    expect(await timeline(user)).toEqual([point('2026-11-27', { Sadness: 100 })]);
    expect(await stats(user)).toMatchObject({ dominantMood: 'sadness', positivityPercentage: 0 });

    await send(user, 'PATCH', `/api/entries/${saved.id}`, { mood: null });
    expect(await timeline(user)).toEqual([point('2026-11-27', { Joy: 90, Calm: 10 })]);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/entries/${saved.id}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await timeline(user)).toEqual([]);
    expect(await stats(user)).toMatchObject({ dominantMood: null, totalEntries: 0 });
  });

  it('never counts my joy on an entry the crisis screen flagged, even when it flags it after I chose it', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    const id = await writeEntry(t, user.userId, {
      at: '2026-11-26T10:00:00Z',
      analysis: { dominant: 'sadness', scores: { joy: 0, calm: 0, anxiety: 0.2, sadness: 0.8, anger: 0 } },
    });
    await send(user, 'PATCH', `/api/entries/${id}`, { mood: 'joy' });
    expect(await timeline(user)).toEqual([point('2026-11-26', { Joy: 100 })]);

    await t.runtime.db
      .insertInto('safetyScreens')
      .values({ userId: user.userId, subject: 'entry', subjectId: id, tier: 'crisis', layer: 'rules' })
      .execute();
    expect(await timeline(user)).toEqual([point('2026-11-26', { Anxiety: 20, Sadness: 80 })]);
    expect(await stats(user)).toMatchObject({ dominantMood: 'sadness', positivityPercentage: 0 });
    expect(await calendar(user)).toEqual([{ date: '2026-11-26', mood: 'sadness', entries: 1 }]);
    // An own mood that is not joy or calm still counts.
    await send(user, 'PATCH', `/api/entries/${id}`, { mood: 'anxiety' });
    expect(await timeline(user)).toEqual([point('2026-11-26', { Anxiety: 100 })]);
  });

  it('puts the mood-only days of a Daylio import on the timeline and in the stats, as in the calendar', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    const csv = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2026-11-24,November 24,Tuesday,21:00,awful,,,',
      '2026-11-25,November 25,Wednesday,21:00,rad,,,',
      '2026-11-26,November 26,Thursday,21:00,bad,,,',
      '',
    ].join('\n');
    const res = await uploadImport(t, user, 'source=daylio', csv, 'text/csv');
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json<{ id: string }>();
    // Jobs do not run in this file: the import's job runs here as the worker runs it.
    await t.runtime.services.dataImport.run(id);
    const done = await send<ImportState>(user, 'GET', `/api/account/import/${id}`);
    expect(done.counts.imported).toBe(3);
    expect(await timeline(user)).toEqual([
      point('2026-11-24', { Sadness: 100 }),
      point('2026-11-25', { Joy: 100 }),
      point('2026-11-26', { Sadness: 100 }),
    ]);
    expect(await stats(user)).toMatchObject({
      dominantMood: 'sadness',
      positivityPercentage: 33,
      totalEntries: 3,
      currentStreak: 3,
    });
    expect((await calendar(user)).map((d) => d.mood)).toEqual(['sadness', 'joy', 'sadness']);
  });

  it("lets the coach's personal check-in read my own mood, not the analysis, on my latest entries", async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    const checkIn = () =>
      send<{ hasCheckIn: boolean; message: string | null }>(user, 'GET', '/api/ai-coach/memory-checkin');
    const ids: string[] = [];
    // Three entries the analysis read as sad, on one day (the days' figures see one day only).
    for (const hour of [8, 9, 10]) {
      ids.push(
        await writeEntry(t, user.userId, {
          at: `2026-11-26T${String(hour).padStart(2, '0')}:00:00Z`,
          analysis: { dominant: 'sadness' },
        }),
      );
    }
    expect((await checkIn()).message).toMatch(/sadness|worry|anxiety/);
    // I say they were good moments: no check-in about heavy entries is left.
    for (const id of ids) await send(user, 'PATCH', `/api/entries/${id}`, { mood: 'joy' });
    expect(await checkIn()).toEqual({ hasCheckIn: false, message: null });
  });

  it('counts mood-only entries (no analysis) of my own sadness in the personal check-in', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    for (const hour of [8, 9, 10]) {
      const id = await writeEntry(t, user.userId, {
        at: `2026-11-26T${String(hour).padStart(2, '0')}:00:00Z`,
      });
      await send(user, 'PATCH', `/api/entries/${id}`, { mood: 'sadness' });
    }
    expect(
      (await send<{ message: string | null }>(user, 'GET', '/api/ai-coach/memory-checkin')).message,
    ).toMatch(/sadness|worry|anxiety/);
  });
});
