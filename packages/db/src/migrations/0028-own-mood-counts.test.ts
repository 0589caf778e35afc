import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../client.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

// A fresh database of its own (not createTestDatabase, which migrates to the latest at once).
let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateTo(db, '0026-crisis-guidance-per-user', { encryptJson: () => 'unused' });
});
afterAll(() => db.destroy());

const days = async () =>
  (
    await sql<{
      day: string;
      analysed: number;
      joy: number;
      calm: number;
      anxiety: number;
      point: string | null;
    }>`
      select local_day::text as day, analysed_count as analysed, joy_sum as joy, calm_sum as calm,
        anxiety_sum as anxiety, timeline_point as point
      from journal_days order by local_day`.execute(db)
  ).rows;

it('counts the own moods of the journal already kept in the days, and back on the way down', async () => {
  const [user] = (
    await sql<{
      id: string;
    }>`insert into users (email, time_zone) values ('mood@example.com', 'UTC') returning id`.execute(db)
  ).rows;
  const entry = async (at: string, mood: string | null) =>
    (
      await sql<{ id: string }>`insert into entries (user_id, content_enc, created_at, mood, analysis_status)
        values (${user!.id}, 'sealed', ${at}, ${mood}, 'complete') returning id`.execute(db)
    ).rows[0]!.id;
  const analyse = (id: string) =>
    sql`insert into entry_analyses (entry_id, user_id, joy, calm, anxiety, sadness, anger, dominant_emotion,
      confidence, details_enc, analyzer)
      values (${id}, ${user!.id}, 0.8, 0.2, 0, 0, 0, 'joy', 0.7, 'sealed', 'lexicon')`.execute(db);
  await analyse(await entry('2026-11-24T10:00:00Z', 'anxiety'));
  await analyse(await entry('2026-11-24T12:00:00Z', null));
  // A Daylio day of mood only: complete, with nothing to analyse.
  await entry('2026-11-25T10:00:00Z', 'calm');
  const before = await days();
  expect(before.map((d) => [d.day, d.analysed, d.point?.slice(21, 32) ?? null])).toEqual([
    ['2026-11-24', 2, '"avgJoy":80'],
    ['2026-11-25', 0, null],
  ]);

  await migrateToLatest(db, { encryptJson: () => 'unused' });
  expect((await days()).map((d) => d.point)).toEqual([
    '{"date":"2026-11-24","avgJoy":40,"avgCalm":10,"avgAnxiety":50,"avgSadness":0,"avgAnger":0}',
    '{"date":"2026-11-25","avgJoy":0,"avgCalm":100,"avgAnxiety":0,"avgSadness":0,"avgAnger":0}',
  ]);

  await migrateTo(db, '0026-crisis-guidance-per-user', { encryptJson: () => 'unused' });
  expect(await days()).toEqual(before);
});
