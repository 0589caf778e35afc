import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.destroy();
  t = undefined;
});

/** Every function and trigger of the schema, as Postgres prints them back. */
const routines = async (db: Db) => {
  const functions = await sql<{ name: string; definition: string }>`
    select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
      pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' order by 1`.execute(db);
  const triggers = await sql<{ name: string; definition: string }>`
    select tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger where not tgisinternal
    order by 1`.execute(db);
  return [...functions.rows, ...triggers.rows];
};

describe('the own mood of a flagged entry (0029)', () => {
  for (const from of ['0027-shareable-export', '0028-own-mood-counts']) {
    it(`migrating up and back down to ${from} leaves its functions and triggers as they were`, async () => {
      t = await createTestDatabase(from);
      const before = await routines(t.db);
      await migrateToLatest(t.db);
      await migrateTo(t.db, from);
      expect(await routines(t.db)).toEqual(before);
    });
  }

  // PGlite has one connection: two transactions cannot overlap there.
  it.skipIf(!process.env.DATABASE_URL)(
    'counts the new mood when the crisis screen flags an entry whose joy is being changed',
    async () => {
      t = await createTestDatabase();
      const { db } = t;
      const [user] = (
        await sql<{ id: string }>`insert into users (email, time_zone) values ('race@example.com', 'UTC')
          returning id`.execute(db)
      ).rows;
      const [entry] = (
        await sql<{
          id: string;
        }>`insert into entries (user_id, content_enc, created_at, mood, analysis_status)
          values (${user!.id}, 'sealed', '2026-11-24T10:00:00Z', 'joy', 'complete') returning id`.execute(db)
      ).rows;
      await sql`insert into entry_analyses (entry_id, user_id, joy, calm, anxiety, sadness, anger, dominant_emotion,
          confidence, details_enc, analyzer)
        values (${entry!.id}, ${user!.id}, 0, 0, 1, 0, 0, 'anxiety', 0.7, 'sealed', 'lexicon')`.execute(db);

      // The user changes the mood to sadness; before that commits, the crisis screen flags the entry.
      const editing = new pg.Client({ connectionString: t.url });
      const screening = new pg.Client({ connectionString: t.url });
      await Promise.all([editing.connect(), screening.connect()]);
      try {
        await editing.query('begin');
        await editing.query(`update entries set mood = 'sadness' where id = $1`, [entry!.id]);
        const flagged = screening.query(
          `insert into safety_screens (user_id, subject, subject_id, tier, layer)
           values ($1, 'entry', $2, 'crisis', 'rules')`,
          [user!.id, entry!.id],
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        await editing.query('commit');
        await flagged;
      } finally {
        await Promise.all([editing.end(), screening.end()]);
      }

      // Sadness is not joy or calm: the own mood still counts, at full weight.
      const day = await sql<{ point: string; sadness: number; analysed: number }>`
        select timeline_point as point, sadness_dominant as sadness, analysed_count as analysed
        from journal_days where user_id = ${user!.id}`.execute(db);
      expect(day.rows).toEqual([
        {
          point: '{"date":"2026-11-24","avgJoy":0,"avgCalm":0,"avgAnxiety":0,"avgSadness":100,"avgAnger":0}',
          sadness: 1,
          analysed: 1,
        },
      ]);
    },
  );
});
