import { type Kysely, sql } from 'kysely';

/**
 * Accounts and mail (issue 22 part B).
 *
 * - users.failed_logins / login_delay_until: the per-account slow-down. Each wrong password after the first few
 *   pushes the next attempt from an unknown device further out (1 s, 2 s, 4 s … 15 min); a right password clears it.
 * - mail_outbox: every e-mail is a row first, committed before any SMTP conversation, and marked sent after it.
 *   The message is stored encrypted with the journal key (a reset or invitation link is a credential), and a row
 *   is retried with growing waits for at least 24 hours before it is given up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column failed_logins integer not null default 0,
    add column login_delay_until timestamptz`.execute(db);
  await sql`create table mail_outbox (
    id uuid primary key default gen_random_uuid(),
    kind text not null,
    message text not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    locked_until timestamptz,
    last_error text,
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    failed_at timestamptz
  )`.execute(db);
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at)
    where sent_at is null and failed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists mail_outbox`.execute(db);
  await sql`alter table users drop column if exists failed_logins, drop column if exists login_delay_until`.execute(
    db,
  );
}
