import type { Db } from '@innerweather/db/client';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import {
  EMOTIONS,
  type TEmotion,
  type TEmotionScores,
  type TStats,
  type TTimelinePoint,
} from '@innerweather/validators/journal';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafetyService } from '../safety/safety-service.ts';
import { createMemoryUserEvents } from '../shared/user-events.ts';
import { createAnalysisService, type EmotionAnalyzer } from './analysis-service.ts';
import { fixedClock } from '../shared/clock.ts';
import { createEphemeralEncryptor } from '../shared/encryption.ts';
import { createEntriesService } from './entries-service.ts';
import { noJobs } from '../shared/job-dispatcher.ts';
import { createStatsService } from './stats-service.ts';
import { createTimelineService } from './timeline-service.ts';

/**
 * journal_days (migration 0003) is kept by triggers; stats and the timeline read only it. These tests write through
 * the services and straight to the tables, and check the summary against the entries it summarises.
 */

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(() => testDb.destroy());

const encryptor = createEphemeralEncryptor();
const clock = fixedClock('2026-03-10T12:00:00Z');
const entries = () =>
  createEntriesService({
    db,
    encryptor,
    clock,
    jobs: noJobs,
    logger: { warn: () => {} },
    freeEntriesPerMonth: 2,
  });

async function newUser(timeZone = 'UTC', subscriptionStatus: 'pro' | 'trial' = 'pro'): Promise<string> {
  const { id } = await db
    .insertInto('users')
    .values({ email: `${crypto.randomUUID()}@example.com`, passwordHash: null, timeZone, subscriptionStatus })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An entry written straight to the table, as fixtures and seeds do: complete when it comes with its analysis. */
async function writeEntry(
  userId: string,
  at: string,
  analysis?: { dominant: TEmotion; scores: number[] },
  analysisStatus: 'pending' | 'failed' | 'complete' = analysis ? 'complete' : 'pending',
) {
  const { id } = await db
    .insertInto('entries')
    .values({ userId, contentEnc: encryptor.encrypt(`Written at ${at}`), createdAt: at, analysisStatus })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (analysis) await analyse(userId, id, analysis);
  return id;
}

async function analyse(userId: string, entryId: string, analysis: { dominant: TEmotion; scores: number[] }) {
  const [joy = 0, calm = 0, anxiety = 0, sadness = 0, anger = 0] = analysis.scores;
  await db
    .insertInto('entryAnalyses')
    .values({
      entryId,
      userId,
      joy,
      calm,
      anxiety,
      sadness,
      anger,
      dominantEmotion: analysis.dominant,
      confidence: 0.7,
      detailsEnc: encryptor.encryptJson({ insights: [], keywords: [] }),
      analyzer: 'lexicon',
      model: null,
    })
    .execute();
}

/** Stands in for the Ollama model (which cannot run here), answering with fixed scores. */
const modelAnswering = (scores: TEmotionScores, dominantEmotion: TEmotion): EmotionAnalyzer => ({
  analyze: () =>
    Promise.resolve({
      scores,
      dominantEmotion,
      confidence: 0.8,
      insights: ['A first insight', 'A second insight'],
      keywords: [],
      guidance: [],
      analyzer: 'ollama',
      model: 'stand-in',
    }),
});

/** The summary rows of a user as stored. */
const storedDays = (userId: string) =>
  sql<Record<string, unknown>>`
    select to_char(local_day, 'YYYY-MM-DD') as day, complete_count, analysed_count,
      joy_sum, calm_sum, anxiety_sum, sadness_sum, anger_sum,
      joy_dominant, calm_dominant, anxiety_dominant, sadness_dominant, anger_dominant
    from journal_days where user_id = ${userId} order by local_day
  `
    .execute(db)
    .then((r) => r.rows);

/** The same rows counted from the entries and analyses in the user's current zone. */
const countedDays = (userId: string) =>
  sql<Record<string, unknown>>`
    select to_char((e.created_at at time zone u.time_zone)::date, 'YYYY-MM-DD') as day,
      (count(*) filter (where e.analysis_status = 'complete'))::int as complete_count,
      count(a.entry_id)::int as analysed_count,
      coalesce(sum(a.joy::float8), 0) as joy_sum, coalesce(sum(a.calm::float8), 0) as calm_sum,
      coalesce(sum(a.anxiety::float8), 0) as anxiety_sum, coalesce(sum(a.sadness::float8), 0) as sadness_sum,
      coalesce(sum(a.anger::float8), 0) as anger_sum,
      (count(*) filter (where a.dominant_emotion = 'joy'))::int as joy_dominant,
      (count(*) filter (where a.dominant_emotion = 'calm'))::int as calm_dominant,
      (count(*) filter (where a.dominant_emotion = 'anxiety'))::int as anxiety_dominant,
      (count(*) filter (where a.dominant_emotion = 'sadness'))::int as sadness_dominant,
      (count(*) filter (where a.dominant_emotion = 'anger'))::int as anger_dominant
    from entries e join users u on u.id = e.user_id left join entry_analyses a on a.entry_id = e.id
    where e.user_id = ${userId}
    group by 1
    having count(*) filter (where e.analysis_status = 'complete') > 0 or count(a.entry_id) > 0
    order by 1
  `
    .execute(db)
    .then((r) => r.rows);

const dayOf = async (userId: string, day: string) => (await storedDays(userId)).find((d) => d.day === day);

describe('the per-day summary', () => {
  it('is left alone when an entry is saved, while the stats count the entry at once', async () => {
    const userId = await newUser('Pacific/Auckland');
    clock.set('2026-03-10T12:00:00Z'); // 11 March 01:00 in Auckland
    await entries().create(userId, { content: 'A first entry, late at night.' });
    expect(await storedDays(userId)).toEqual([]);
    expect(await createStatsService({ db, clock }).get(userId)).toEqual({
      totalEntries: 1,
      positivityPercentage: 0,
      currentStreak: 1,
      dominantMood: null,
    });
  });

  it("counts an entry in its user's local day once the analysis service completes it", async () => {
    const userId = await newUser('Pacific/Auckland');
    clock.set('2026-03-10T12:00:00Z');
    const entry = await entries().create(userId, { content: 'Calm morning by the lake today.' });
    const analyzer = modelAnswering({ joy: 0.3, calm: 0.9, anxiety: 0.05, sadness: 0.1, anger: 0 }, 'calm');
    const analysis = createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer,
      jobs: noJobs,
      clock,
    });
    expect(await analysis.analyzeEntry(entry.id)).toBe('complete');
    // A second run of the job stores nothing twice.
    expect(await analysis.analyzeEntry(entry.id)).toBe('already-complete');
    expect(await storedDays(userId)).toEqual([
      {
        day: '2026-03-11',
        completeCount: 1,
        analysedCount: 1,
        joySum: Math.fround(0.3),
        calmSum: Math.fround(0.9),
        anxietySum: Math.fround(0.05),
        sadnessSum: Math.fround(0.1),
        angerSum: 0,
        joyDominant: 0,
        calmDominant: 1,
        anxietyDominant: 0,
        sadnessDominant: 0,
        angerDominant: 0,
      },
    ]);
  });

  it('takes a deleted entry out with its analysis, and drops a day left empty', async () => {
    const userId = await newUser();
    await writeEntry(userId, '2026-03-09T08:00:00Z', { dominant: 'joy', scores: [0.8, 0.1] });
    const deleted = await writeEntry(userId, '2026-03-09T09:00:00Z', {
      dominant: 'anger',
      scores: [0.1, 0, 0, 0, 0.9],
    });
    const alone = await writeEntry(userId, '2026-03-08T09:00:00Z', {
      dominant: 'sadness',
      scores: [0, 0, 0, 0.7],
    });
    const pending = await writeEntry(userId, '2026-03-09T10:00:00Z');
    for (const id of [deleted, alone, pending]) await entries().delete(userId, id);
    expect(await storedDays(userId)).toEqual([
      expect.objectContaining({
        day: '2026-03-09',
        completeCount: 1,
        analysedCount: 1,
        joySum: Math.fround(0.8),
        joyDominant: 1,
        angerDominant: 0,
        angerSum: 0,
      }),
    ]);
    expect(await storedDays(userId)).toEqual(await countedDays(userId));
  });

  it('follows an analysis that is replaced or removed on its own', async () => {
    const userId = await newUser();
    const entryId = await writeEntry(userId, '2026-03-09T08:00:00Z', { dominant: 'joy', scores: [0.8, 0.1] });
    await db
      .updateTable('entryAnalyses')
      .set({ joy: 0.2, anxiety: 0.6, dominantEmotion: 'anxiety' })
      .where('entryId', '=', entryId)
      .execute();
    expect(await dayOf(userId, '2026-03-09')).toMatchObject({
      analysedCount: 1,
      joyDominant: 0,
      anxietyDominant: 1,
    });
    expect(await storedDays(userId)).toEqual(await countedDays(userId));
    // New details only (a key rotation re-encrypts them): the day stays as it is.
    await db
      .updateTable('entryAnalyses')
      .set({ detailsEnc: encryptor.encryptJson({ insights: ['x'], keywords: [] }) })
      .where('entryId', '=', entryId)
      .execute();
    expect(await storedDays(userId)).toEqual(await countedDays(userId));
    await db.deleteFrom('entryAnalyses').where('entryId', '=', entryId).execute();
    expect(await dayOf(userId, '2026-03-09')).toMatchObject({
      completeCount: 1,
      analysedCount: 0,
      joySum: 0,
      anxietySum: 0,
      anxietyDominant: 0,
    });
  });

  it('takes out an entry whose completed analysis is reopened', async () => {
    const userId = await newUser();
    const entryId = await writeEntry(userId, '2026-03-09T08:00:00Z', undefined, 'complete');
    expect(await dayOf(userId, '2026-03-09')).toMatchObject({ completeCount: 1, analysedCount: 0 });
    await db.updateTable('entries').set({ analysisStatus: 'pending' }).where('id', '=', entryId).execute();
    expect(await storedDays(userId)).toEqual([]);
  });

  it("moves a user's days when their time zone changes", async () => {
    const userId = await newUser('UTC');
    await writeEntry(userId, '2026-03-09T23:30:00Z', { dominant: 'joy', scores: [0.8] });
    await writeEntry(userId, '2026-03-10T08:00:00Z', { dominant: 'calm', scores: [0, 0.6] });
    const other = await newUser('UTC');
    await writeEntry(other, '2026-03-09T23:30:00Z', { dominant: 'joy', scores: [0.8] });
    expect((await storedDays(userId)).map((d) => [d.day, d.completeCount])).toEqual([
      ['2026-03-09', 1],
      ['2026-03-10', 1],
    ]);

    await db.updateTable('users').set({ timeZone: 'Europe/Berlin' }).where('id', '=', userId).execute();
    expect((await storedDays(userId)).map((d) => [d.day, d.completeCount])).toEqual([['2026-03-10', 2]]);
    expect(await storedDays(userId)).toEqual(await countedDays(userId));
    // Another user's days stay where they were.
    expect((await storedDays(other)).map((d) => d.day)).toEqual(['2026-03-09']);
  });

  it("goes with the user's account", async () => {
    const userId = await newUser();
    await writeEntry(userId, '2026-03-09T08:00:00Z', { dominant: 'joy', scores: [0.8] });
    await db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await storedDays(userId)).toEqual([]);
  });

  it('counts every one of many entries of one day saved and analysed at the same time', async () => {
    const userId = await newUser('Europe/Berlin');
    clock.set('2026-03-10T12:00:00Z');
    const service = entries();
    const saved = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        service.create(userId, {
          content: `Had a nice lunch with colleagues today (${i + 1} of a busy day).`,
        }),
      ),
    );
    const stats = createStatsService({ db, clock });
    expect((await stats.get(userId)).totalEntries).toBe(24);
    const analyzer = modelAnswering({ joy: 0.7, calm: 0.2, anxiety: 0.1, sadness: 0, anger: 0 }, 'joy');
    const analysis = createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer,
      jobs: noJobs,
      clock,
    });
    await Promise.all(saved.map((entry) => analysis.analyzeEntry(entry.id)));
    expect(await storedDays(userId)).toEqual([
      expect.objectContaining({ day: '2026-03-10', completeCount: 24, analysedCount: 24, joyDominant: 24 }),
    ]);
    expect(await storedDays(userId)).toEqual(await countedDays(userId));
    expect(await stats.get(userId)).toEqual({
      totalEntries: 24,
      positivityPercentage: 100,
      currentStreak: 1,
      dominantMood: 'joy',
    });
  });

  it('counts every one of many analysed entries of one day written at the same time', async () => {
    const userId = await newUser();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        writeEntry(userId, `2026-03-09T0${i % 10}:00:00Z`, {
          dominant: EMOTIONS[i % 5]!,
          scores: [0.1 * (i % 10), 0.5],
        }),
      ),
    );
    expect(await storedDays(userId)).toEqual(await countedDays(userId));
    expect(await dayOf(userId, '2026-03-09')).toMatchObject({ completeCount: 12, analysedCount: 12 });
  });
});

/**
 * The statements stats and the timeline ran over every entry before the summary existed (commit 24b8f2a), kept here
 * as the reference: the summary must give the very same answers.
 */
async function statsFromEntries(userId: string, now: Date): Promise<TStats> {
  const tz = (
    await db.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirstOrThrow()
  ).timeZone;
  const { rows } = await sql<{
    totalEntries: number;
    weekAnalysed: number;
    weekPositive: number;
    dominantMood: TEmotion | null;
    currentStreak: number;
  }>`
    with bounds as (
      select
        date_trunc('month', local_now) at time zone ${tz} as month_start,
        (date_trunc('month', local_now) + interval '1 month') at time zone ${tz} as month_end,
        date_trunc('week', local_now) at time zone ${tz} as week_start,
        (date_trunc('week', local_now) + interval '1 week') at time zone ${tz} as week_end,
        local_now::date as today,
        (local_now::date + 1)::timestamp at time zone ${tz} as tomorrow_start
      from (select ${now.toISOString()}::timestamptz at time zone ${tz} as local_now) as n
    ), week_moods as (
      select a.dominant_emotion, e.created_at
      from bounds, entries e join entry_analyses a on a.entry_id = e.id
      where e.user_id = ${userId} and e.created_at >= bounds.week_start and e.created_at < bounds.week_end
    ), entry_days as (
      select distinct (e.created_at at time zone ${tz})::date as day
      from bounds, entries e
      where e.user_id = ${userId} and e.created_at < bounds.tomorrow_start
    ), runs as (
      select day, day + (row_number() over (order by day desc))::int as run from entry_days
    )
    select
      (select count(*) from bounds, entries e
        where e.user_id = ${userId} and e.created_at >= bounds.month_start and e.created_at < bounds.month_end
      ) as total_entries,
      (select count(*) from week_moods) as week_analysed,
      (select count(*) from week_moods where dominant_emotion in ('joy', 'calm')) as week_positive,
      (select dominant_emotion from week_moods
        group by dominant_emotion
        order by count(*) desc, max(created_at) desc
        limit 1) as dominant_mood,
      (select count(*) from runs, bounds
        where run = (select run from runs order by day desc limit 1)
          and (select max(day) from entry_days) >= bounds.today - 1) as current_streak
  `.execute(db);
  const row = rows[0]!;
  const analysed = Number(row.weekAnalysed);
  return {
    totalEntries: Number(row.totalEntries),
    positivityPercentage: analysed === 0 ? 0 : Math.round((100 * Number(row.weekPositive)) / analysed),
    currentStreak: Number(row.currentStreak),
    dominantMood: row.dominantMood,
  };
}

async function timelineFromEntries(userId: string, now: Date, days: number): Promise<TTimelinePoint[]> {
  const tz = (
    await db.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirstOrThrow()
  ).timeZone;
  const { rows } = await sql<TTimelinePoint>`
    with scored as (
      select (e.created_at at time zone ${tz})::date as day, a.joy, a.calm, a.anxiety, a.sadness, a.anger
      from entries e join entry_analyses a on a.entry_id = e.id
      where e.user_id = ${userId}
        and e.created_at >= ((${now.toISOString()}::timestamptz at time zone ${tz})::date - (${days}::int - 1))::timestamp at time zone ${tz}
        and e.created_at < ((${now.toISOString()}::timestamptz at time zone ${tz})::date + 1)::timestamp at time zone ${tz}
    )
    select to_char(day, 'YYYY-MM-DD') as date,
      round((avg(joy) * 100)::numeric)::int as avg_joy,
      round((avg(calm) * 100)::numeric)::int as avg_calm,
      round((avg(anxiety) * 100)::numeric)::int as avg_anxiety,
      round((avg(sadness) * 100)::numeric)::int as avg_sadness,
      round((avg(anger) * 100)::numeric)::int as avg_anger
    from scored group by day order by day
  `.execute(db);
  return rows;
}

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('stats and timeline from the summary', () => {
  // Scores with exact halves (0.125 → 12.5), float noise around halves (0.015, 0.025, 0.35) and plain ones.
  const SCORES = [
    0, 0.125, 0.375, 0.625, 0.875, 0.005, 0.015, 0.025, 0.05, 0.1, 0.2, 0.3, 0.35, 0.45, 0.55, 0.7, 1,
  ];

  it('answer exactly what the entries answer, across zones, DST, month and week turns, deletions and zone changes', async () => {
    const random = seeded(20260310);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const zones = ['UTC', 'Europe/Berlin', 'Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata'];
    // 60 days around the end of March 2026 (Europe's DST change on the 29th, a Sunday), entries bunched on few days.
    const start = Date.parse('2026-02-28T00:00:00Z');
    const stats = createStatsService({ db, clock });
    const timeline = createTimelineService({ db, clock });
    const users: string[] = [];
    for (const zone of zones) {
      const userId = await newUser(zone);
      users.push(userId);
      const written: string[] = [];
      for (let i = 0; i < 70; i++) {
        const at = new Date(start + Math.floor(random() * 60) * 864e5 + Math.floor(random() * 24) * 36e5);
        const score = () => (random() < 0.15 ? random() : pick(SCORES));
        const kind = random();
        // Mostly analysed entries; some waiting for analysis, some failed, a few complete without an analysis.
        written.push(
          kind < 0.75
            ? await writeEntry(userId, at.toISOString(), {
                dominant: pick(EMOTIONS),
                scores: [score(), score(), score(), score(), score()],
              })
            : await writeEntry(
                userId,
                at.toISOString(),
                undefined,
                kind < 0.9 ? 'pending' : kind < 0.95 ? 'failed' : 'complete',
              ),
        );
      }
      for (const id of written.slice(0, 8)) await db.deleteFrom('entries').where('id', '=', id).execute();
    }
    // One user moves to another zone after writing.
    await db
      .updateTable('users')
      .set({ timeZone: 'America/Los_Angeles' })
      .where('id', '=', users[2]!)
      .execute();

    const instants = [
      '2026-03-01T05:00:00Z',
      '2026-03-29T00:30:00Z',
      '2026-03-31T22:00:00Z',
      '2026-04-01T09:00:00Z',
      '2026-04-13T10:00:00Z',
      '2026-04-30T23:59:00Z',
    ];
    for (const userId of users) {
      expect(await storedDays(userId)).toEqual(await countedDays(userId));
      const marks = await runStarts(userId);
      expect(marks.stored).toEqual(marks.counted);
      for (const at of instants) {
        clock.set(at);
        const now = new Date(at);
        expect(await stats.get(userId), `stats of ${userId} at ${at}`).toEqual(
          await statsFromEntries(userId, now),
        );
        for (const days of [1, 7, 30, 90, 365]) {
          const expected = await timelineFromEntries(userId, now, days);
          expect(await timeline.get(userId, days), `timeline ${days} of ${userId} at ${at}`).toEqual(
            expected,
          );
          // The text the REST answer passes on: the same points, fields in the documented order, nothing else.
          expect(await timeline.json(userId, days), `timeline text ${days} of ${userId} at ${at}`).toBe(
            JSON.stringify(expected),
          );
        }
      }
    }
  });
});

/** The days marked as the first of a run (migration 0025), as stored and as the counted days imply them. */
async function runStarts(userId: string) {
  const { rows } = await sql<{ stored: string[] | null; counted: string[] | null }>`
    select
      (select array_agg(to_char(local_day, 'YYYY-MM-DD') order by local_day) from journal_days
        where user_id = ${userId} and run_start) as stored,
      (select array_agg(to_char(d.local_day, 'YYYY-MM-DD') order by d.local_day) from journal_days d
        where d.user_id = ${userId} and d.complete_count > 0 and not exists (
          select 1 from journal_days p
          where p.user_id = d.user_id and p.local_day = d.local_day - 1 and p.complete_count > 0)) as counted
  `.execute(db);
  return { stored: rows[0]?.stored ?? [], counted: rows[0]?.counted ?? [] };
}

describe('the day streak', () => {
  const stats = () => createStatsService({ db, clock });
  const analysed = { dominant: 'calm' as const, scores: [0.2, 0.7, 0.1, 0, 0] };
  const streakAt = async (userId: string, at: string) => {
    clock.set(at);
    const streak = (await stats().get(userId)).currentStreak;
    expect(streak, `streak at ${at}`).toBe((await statsFromEntries(userId, new Date(at))).currentStreak);
    const marks = await runStarts(userId);
    expect(marks.stored).toEqual(marks.counted);
    return streak;
  };

  it('runs back from today or yesterday to the first gap, and is 0 once a whole day is missed', async () => {
    const userId = await newUser();
    for (const day of ['01', '02', '03', '05', '06', '07'])
      await writeEntry(userId, `2026-03-${day}T10:00:00Z`, analysed);
    expect(await streakAt(userId, '2026-03-07T20:00:00Z')).toBe(3); // today: the 5th to the 7th
    expect(await streakAt(userId, '2026-03-08T09:00:00Z')).toBe(3); // yesterday still counts
    expect(await streakAt(userId, '2026-03-09T09:00:00Z')).toBe(0); // the 8th was missed
    expect(await streakAt(userId, '2026-03-03T20:00:00Z')).toBe(3); // days after today are not counted
    expect(await streakAt(userId, '2026-03-04T20:00:00Z')).toBe(3);
  });

  it('joins runs when an entry is imported into the gap, and splits them again when it goes', async () => {
    const userId = await newUser();
    for (const day of ['01', '02', '04', '05'])
      await writeEntry(userId, `2026-03-${day}T10:00:00Z`, analysed);
    expect(await streakAt(userId, '2026-03-05T12:00:00Z')).toBe(2);
    const imported = await writeEntry(userId, '2026-03-03T10:00:00Z', analysed);
    expect(await streakAt(userId, '2026-03-05T12:00:00Z')).toBe(5);
    // Moved to another date (an edit of the entry's date), then deleted.
    await db
      .updateTable('entries')
      .set({ createdAt: '2026-02-27T10:00:00Z' })
      .where('id', '=', imported)
      .execute();
    expect(await streakAt(userId, '2026-03-05T12:00:00Z')).toBe(2);
    await db
      .updateTable('entries')
      .set({ createdAt: '2026-03-03T11:00:00Z' })
      .where('id', '=', imported)
      .execute();
    expect(await streakAt(userId, '2026-03-05T12:00:00Z')).toBe(5);
    await db.deleteFrom('entries').where('id', '=', imported).execute();
    expect(await streakAt(userId, '2026-03-05T12:00:00Z')).toBe(2);
  });

  it('counts entries waiting for analysis or failed, also where they bridge two analysed runs', async () => {
    const userId = await newUser();
    for (const day of ['01', '02', '04', '06', '07'])
      await writeEntry(userId, `2026-03-${day}T10:00:00Z`, analysed);
    expect(await streakAt(userId, '2026-03-07T12:00:00Z')).toBe(2);
    await writeEntry(userId, '2026-03-05T10:00:00Z', undefined, 'pending');
    expect(await streakAt(userId, '2026-03-07T12:00:00Z')).toBe(4);
    const failed = await writeEntry(userId, '2026-03-03T10:00:00Z', undefined, 'failed');
    expect(await streakAt(userId, '2026-03-07T12:00:00Z')).toBe(7);
    // Only unanalysed entries on the latest days: today's pending entry starts the streak.
    await writeEntry(userId, '2026-03-08T10:00:00Z', undefined, 'pending');
    expect(await streakAt(userId, '2026-03-08T12:00:00Z')).toBe(8);
    // The failed entry analysed at last: the same streak, now through journal_days alone.
    await analyse(userId, failed, analysed);
    await db.updateTable('entries').set({ analysisStatus: 'complete' }).where('id', '=', failed).execute();
    expect(await streakAt(userId, '2026-03-08T12:00:00Z')).toBe(8);
    // Reopened (analysis started again): the day counts as unanalysed, the streak stays.
    await db.updateTable('entries').set({ analysisStatus: 'pending' }).where('id', '=', failed).execute();
    expect(await streakAt(userId, '2026-03-08T12:00:00Z')).toBe(8);
  });

  it("follows the user's days: local midnight, and a change of time zone", async () => {
    const userId = await newUser('Europe/Berlin');
    // 23:30 UTC is the next day in Berlin: the 2nd, 3rd and 4th there, with a gap on the 1st.
    for (const at of ['2026-03-01T23:30:00Z', '2026-03-02T23:30:00Z', '2026-03-03T12:00:00Z'])
      await writeEntry(userId, at, analysed);
    await writeEntry(userId, '2026-02-28T12:00:00Z', analysed);
    expect(await streakAt(userId, '2026-03-03T22:30:00Z')).toBe(2); // 23:30 on the 3rd in Berlin
    expect(await streakAt(userId, '2026-03-03T23:30:00Z')).toBe(2); // the 4th in Berlin: yesterday counts
    // In UTC the days are the 28th, 1st, 2nd and 3rd: one run of four.
    await db.updateTable('users').set({ timeZone: 'UTC' }).where('id', '=', userId).execute();
    expect(await streakAt(userId, '2026-03-03T22:30:00Z')).toBe(4);
  });

  it('keeps the marks of every user apart, and goes with the account', async () => {
    const [first, second] = [await newUser(), await newUser()];
    await writeEntry(first, '2026-03-01T10:00:00Z', analysed);
    await writeEntry(second, '2026-03-02T10:00:00Z', analysed);
    await writeEntry(first, '2026-03-02T10:00:00Z', analysed);
    expect(await streakAt(first, '2026-03-02T12:00:00Z')).toBe(2);
    expect(await streakAt(second, '2026-03-02T12:00:00Z')).toBe(1);
    await db.deleteFrom('users').where('id', '=', first).execute();
    expect(await streakAt(second, '2026-03-02T12:00:00Z')).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('the day streak beside concurrent writes (Postgres)', () => {
  it('marks adjacent days completed in two transactions at once as one run', async () => {
    const userId = await newUser();
    await writeEntry(userId, '2026-03-07T10:00:00Z', { dominant: 'joy', scores: [0.9] });
    for (let round = 0; round < 5; round++) {
      const days = ['08', '09', '10'].map((day) => `2026-03-${day}T1${round}:00:00Z`);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Each transaction completes an entry of its own day and waits before committing.
      const writes = days.map((at, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('entries')
            .values({ userId, contentEnc: 'x', createdAt: at, analysisStatus: 'complete' })
            .execute();
          if (i === 0) await held;
        }),
      );
      await new Promise((r) => setTimeout(r, 50));
      release();
      await Promise.all(writes);
      const marks = await runStarts(userId);
      expect(marks.stored).toEqual(marks.counted);
      expect(marks.stored).toEqual(['2026-03-07']);
      // The next round starts from the 7th alone again.
      await db
        .deleteFrom('entries')
        .where('userId', '=', userId)
        .where('createdAt', '>', new Date('2026-03-08T00:00:00Z'))
        .execute();
    }
    clock.set('2026-03-07T20:00:00Z');
    expect((await createStatsService({ db, clock }).get(userId)).currentStreak).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('a time-zone change beside entries being saved (Postgres)', () => {
  const settled = (p: Promise<unknown>) =>
    Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 300))]);

  it('waits for an entry being saved under the old zone, then counts it in the new one', async () => {
    const userId = await newUser('UTC');
    let commit!: () => void;
    const saving = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('entries')
        .values({ userId, contentEnc: 'x', createdAt: '2026-03-09T23:30:00Z', analysisStatus: 'complete' })
        .execute();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await new Promise((r) => setTimeout(r, 100));
    const moving = db
      .updateTable('users')
      .set({ timeZone: 'Europe/Berlin' })
      .where('id', '=', userId)
      .execute();
    expect(await settled(moving)).toBe(false);
    commit();
    await Promise.all([saving, moving]);
    expect((await storedDays(userId)).map((d) => [d.day, d.completeCount])).toEqual([['2026-03-10', 1]]);
  });

  it('makes an entry saved during a zone change wait for it and count in the new zone', async () => {
    const userId = await newUser('UTC');
    let commit!: () => void;
    const moving = db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ timeZone: 'Europe/Berlin' }).where('id', '=', userId).execute();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await new Promise((r) => setTimeout(r, 100));
    const saving = db
      .insertInto('entries')
      .values({ userId, contentEnc: 'x', createdAt: '2026-03-09T23:30:00Z', analysisStatus: 'complete' })
      .execute();
    expect(await settled(saving)).toBe(false);
    commit();
    await Promise.all([saving, moving]);
    expect((await storedDays(userId)).map((d) => [d.day, d.completeCount])).toEqual([['2026-03-10', 1]]);
  });
});
