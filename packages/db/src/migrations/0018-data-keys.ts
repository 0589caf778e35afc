import { type Kysely, sql } from 'kysely';

/**
 * Per-user data keys (issue 23). The keys themselves never enter the database: each user's is wrapped by
 * ENCRYPTION_KEY and kept in KEYS_DIR, so a dump holds nothing that opens a deleted user's journal. New entries are
 * sealed as one value with their tags, insights and keywords (`entries.content_enc`), so the analysis no longer
 * writes `entry_analyses.details_enc`; it stays for the values of the old format until `pnpm rotate-key` moves
 * them into the entry's value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table entry_analyses alter column details_enc drop not null`.execute(db);
}

/** Code before 0018 cannot open per-user values anyway; analyses without details are run again by the sweeper. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update entries set analysis_status = 'pending'
    where id in (select entry_id from entry_analyses where details_enc is null)`.execute(db);
  await sql`delete from entry_analyses where details_enc is null`.execute(db);
  await sql`alter table entry_analyses alter column details_enc set not null`.execute(db);
}
