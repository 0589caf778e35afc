import { type Kysely, sql } from 'kysely';

/**
 * The read cache that listened for these announcements is retired (journal reads are computed on every request), so
 * the triggers of 0004 that announced every journal write on `journal_changes` go with it: they cost every write a
 * notification nobody hears.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists announce_journal_rows() cascade`.execute(db);
  await sql`drop function if exists announce_user_change() cascade`.execute(db);
  await sql`drop function if exists announce_journal_truncate() cascade`.execute(db);
}

export async function down(): Promise<void> {
  // 0004's up() recreates them if this is ever rolled back.
}
