import { type Kysely, sql } from 'kysely';
import { recount } from './0028-own-mood-counts.ts';

/**
 * 0028's trigger on a crisis screen flagging an entry read the entry's own mood without a lock: a mood changed in a
 * transaction not yet committed was read as it had been, so the day lost the old joy twice (once by the change,
 * once by the flag) and kept the new mood too. It now reads the entry `for share`, waiting for a change under way,
 * and so counts the mood that stands. (An analysis is stored under the entry's row lock, analysis-service.ts.)
 * The days are counted again once, righting any a race left off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await defineEntryFlagged(db, ' for share');
  await recount(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await defineEntryFlagged(db, '');
}

/** 0028's function, its read of the entry locked by `lock`. */
async function defineEntryFlagged(db: Kysely<unknown>, lock: string) {
  await sql`create or replace function journal_days_entry_flagged() returns trigger language plpgsql as $$
    declare
      entry record;
      day date;
      analysis entry_analyses;
    begin
      select id, user_id, created_at, mood into entry from entries where id = new.subject_id${sql.raw(lock)};
      if not found or entry.mood is null or entry.mood not in ('joy', 'calm') then return null; end if;
      day := journal_local_day(entry.user_id, entry.created_at);
      select * into analysis from entry_analyses where entry_id = entry.id;
      perform journal_days_count_entry(entry.user_id, day, 0, -1, journal_own_mood(entry.id, entry.mood));
      perform journal_days_count_entry(entry.user_id, day, 0, 1, analysis);
      return null;
    end $$`.execute(db);
}
