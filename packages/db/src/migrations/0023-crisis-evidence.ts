import { type Kysely, sql } from 'kysely';

/**
 * Issue 21: `safety_screens.evidence_enc` records why the screen fired (the rules matched, the risk concepts, the
 * model's strongest features, the language read), a JSON object sealed under its user's data key like the kinds:
 * it is read from the writing. Null for quiet screens, screens recorded before, and the LLM's added tiers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table safety_screens add column evidence_enc text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table safety_screens drop column if exists evidence_enc`.execute(db);
}
