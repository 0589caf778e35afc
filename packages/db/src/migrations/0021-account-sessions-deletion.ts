import { type Kysely, sql } from 'kysely';

/**
 * Account sessions and deletion (issue 23).
 *
 * - sessions.user_agent / last_seen_at: Settings lists the signed-in devices (browser and system read from the
 *   user agent, when each was last used). last_seen_at is written at most every few minutes (packages/auth).
 * - mail_outbox.user_id: the account an e-mail is addressed to, so deleting the account deletes its unsent mail
 *   with it (the foreign key cascades); null for mail addressed to no account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions
    add column user_agent text,
    add column last_seen_at timestamptz not null default now()`.execute(db);
  await sql`update sessions set last_seen_at = created_at`.execute(db);
  await sql`alter table mail_outbox add column user_id uuid references users (id) on delete cascade`.execute(
    db,
  );
  await sql`create index mail_outbox_user_id_idx on mail_outbox (user_id) where user_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists mail_outbox_user_id_idx`.execute(db);
  await sql`alter table mail_outbox drop column if exists user_id`.execute(db);
  await sql`alter table sessions drop column if exists user_agent, drop column if exists last_seen_at`.execute(
    db,
  );
}
