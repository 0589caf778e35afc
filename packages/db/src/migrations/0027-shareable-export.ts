import { type Kysely, sql } from 'kysely';

/**
 * An export holds either everything of the user (the zip) or only the entries marked shareable, as a readable
 * document for a therapist; `entry_count` lets the page say "no entries are marked shareable" before a download.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table data_exports
    add column contents text not null default 'everything' check (contents in ('everything', 'shareable')),
    add column entry_count integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table data_exports drop column if exists entry_count, drop column if exists contents`.execute(
    db,
  );
}
