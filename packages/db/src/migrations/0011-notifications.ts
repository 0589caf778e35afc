import { type Kysely, sql } from 'kysely';

/**
 * E-mail notifications. One row per message sent (user, kind, the user's local date it was sent for): the unique
 * key is what makes a restart, a retried job or a second worker send the same message at most once. It holds no
 * text, only what was sent and when. The daily reminder's hour is a preference (20:00 local by default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table notification_sends (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    kind text not null check (kind in ('daily_reminder', 'weekly_summary', 'mood_pattern')),
    local_date date not null,
    sent_at timestamptz not null default now(),
    unique (user_id, kind, local_date)
  )`.execute(db);
  await sql`create index notification_sends_user_kind_sent_idx on notification_sends (user_id, kind, sent_at desc)`.execute(
    db,
  );
  await sql`alter table preferences
    add column reminder_hour smallint not null default 20 check (reminder_hour between 0 and 23)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table preferences drop column if exists reminder_hour`.execute(db);
  await sql`drop table if exists notification_sends`.execute(db);
}
