import { type Kysely, sql } from 'kysely';

/** The sweeper looks for failed entries to retry every few minutes: a partial index keeps that off a full scan. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index entries_failed_idx on entries (created_at) where analysis_status = 'failed'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists entries_failed_idx`.execute(db);
}
