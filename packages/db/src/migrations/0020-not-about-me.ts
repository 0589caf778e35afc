import { type Kysely, sql } from 'kysely';

/**
 * "This isn't about me right now" (issue 21): a crisis card the user answered so folds, and the admin dashboard
 * counts the answers per month (the screen's precision where it is used). Only the date is kept, never a text;
 * nothing is retrained from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table guidance add column not_about_me_at timestamptz`.execute(db);
  await sql`create index guidance_not_about_me_idx on guidance (not_about_me_at) where not_about_me_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists guidance_not_about_me_idx`.execute(db);
  await sql`alter table guidance drop column if exists not_about_me_at`.execute(db);
}
