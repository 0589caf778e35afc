import { type Kysely, sql } from 'kysely';

/**
 * Issue 21.
 * - `safety_screens.evidence_enc`: why the screen answered as it did (the risk concepts found, the model's strongest
 *   features, the language read), a JSON object sealed under its user's data key like the kinds (0012, 0018): it
 *   is read from the writing. Null for screens recorded before, and for the LLM's added tiers.
 * - `entry_analyses.dominant_emotion` may be null: the built-in analyzer reads English only, and for other
 *   languages it stores an analysis that says so instead of guessing an emotion (scores 0, no dominant emotion).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table safety_screens add column evidence_enc text`.execute(db);
  await sql`alter table entry_analyses alter column dominant_emotion drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Analyses with no dominant emotion cannot stay: their entries go back to pending, to be analysed again.
  await sql`update entries set analysis_status = 'pending'
    where id in (select entry_id from entry_analyses where dominant_emotion is null)`.execute(db);
  await sql`delete from entry_analyses where dominant_emotion is null`.execute(db);
  await sql`alter table entry_analyses alter column dominant_emotion set not null`.execute(db);
  await sql`alter table safety_screens drop column evidence_enc`.execute(db);
}
