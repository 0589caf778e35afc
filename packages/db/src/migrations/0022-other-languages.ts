import { type Kysely, sql } from 'kysely';

/**
 * Issue 21: `entry_analyses.dominant_emotion` may be null. The built-in analyzer reads English only; for an entry in
 * another language it stores an analysis that says so (scores 0, no dominant emotion) instead of guessing one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table entry_analyses alter column dominant_emotion drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Analyses with no dominant emotion cannot stay: their entries go back to pending, to be analysed again.
  await sql`update entries set analysis_status = 'pending'
    where id in (select entry_id from entry_analyses where dominant_emotion is null)`.execute(db);
  await sql`delete from entry_analyses where dominant_emotion is null`.execute(db);
  await sql`alter table entry_analyses alter column dominant_emotion set not null`.execute(db);
}
