import { type Kysely, sql } from 'kysely';

/** The built-in texts of the two managed-content keys the spec names; the web app shows the same ones. */
export const DEFAULT_CONTENT_ITEMS = [
  {
    section: 'features',
    key: 'timeline_description',
    value:
      'See how your emotions rise and settle across days, weeks and months, and spot the patterns behind your brighter and heavier days.',
  },
  {
    section: 'dashboard',
    key: 'welcome_message',
    value: 'Take a quiet moment for yourself. How is the weather inside today?',
  },
] as const;

/**
 * The admin area:
 * - admin_logs is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so history cannot be rewritten from
 *   the application or a stolen connection. Its admin id no longer references users: "on delete set null" would
 *   be an UPDATE the trigger refuses, and the row should keep naming who acted after that account is gone.
 *   `seq` orders rows written in one transaction (they share its now()).
 * - password_reset_tokens gain a purpose: an admin-created account's set-password link (invite) lives longer than a
 *   forgotten-password link (reset); both are single-use.
 * - the known managed-content keys exist with their defaults, so an admin sees and edits them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table admin_logs drop constraint if exists admin_logs_admin_id_fkey`.execute(db);
  await sql`alter table admin_logs add column seq bigint generated always as identity`.execute(db);
  await sql`create index admin_logs_order_idx on admin_logs (created_at desc, seq desc)`.execute(db);
  await sql`create function admin_logs_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'admin_logs is append-only: % is not allowed', tg_op using errcode = '42501';
    end
  $$`.execute(db);
  await sql`create trigger admin_logs_no_update_or_delete before update or delete on admin_logs
    for each row execute function admin_logs_append_only()`.execute(db);
  await sql`create trigger admin_logs_no_truncate before truncate on admin_logs
    for each statement execute function admin_logs_append_only()`.execute(db);

  await sql`alter table password_reset_tokens
    add column purpose text not null default 'reset' check (purpose in ('reset', 'invite'))`.execute(db);

  for (const item of DEFAULT_CONTENT_ITEMS) {
    await sql`insert into content_items (section, key, value, value_type)
      values (${item.section}, ${item.key}, ${item.value}, 'text')
      on conflict (section, key) do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists admin_logs_no_truncate on admin_logs`.execute(db);
  await sql`drop trigger if exists admin_logs_no_update_or_delete on admin_logs`.execute(db);
  await sql`drop function if exists admin_logs_append_only()`.execute(db);
  await sql`drop index if exists admin_logs_order_idx`.execute(db);
  await sql`alter table admin_logs drop column if exists seq`.execute(db);
  await sql`alter table password_reset_tokens drop column if exists purpose`.execute(db);
}
