import { type Kysely, sql } from 'kysely';

/** Channel on which every change to a user's journal is announced, with the user's id as payload. */
export const JOURNAL_CHANGES_CHANNEL = 'journal_changes';
/** Payload meaning "anything may have changed" (a table was truncated). */
export const EVERY_JOURNAL_CHANGED = '*';

// journal_days is written only by triggers on entries and entry_analyses, inside their transactions.
const JOURNAL_TABLES = ['entries', 'entry_analyses', 'guidance'] as const;

/**
 * Every write that can change what the journal reads answer (entries, their analyses and guidance, a user's time zone,
 * a deleted user) announces the user's id on `journal_changes`. Postgres delivers a notification when the writing
 * transaction commits, and never when it rolls back, so an API process that keeps answers in memory (packages/api
 * read-cache.ts) drops exactly what changed, whichever process wrote it: another API replica, the worker, a migration
 * or psql. The journal tables announce once per statement and user (entries saved together are one INSERT), and
 * identical notifications of one transaction are delivered once. A TRUNCATE announces `*`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function announce_journal_rows() returns trigger language plpgsql as $$
    begin
      perform pg_notify('journal_changes', s.user_id::text) from (select distinct user_id from changed_rows) as s;
      return null;
    end
  $$`.execute(db);
  await sql`create function announce_user_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('journal_changes', coalesce(new.id, old.id)::text);
      return null;
    end
  $$`.execute(db);
  await sql`create function announce_journal_truncate() returns trigger language plpgsql as $$
    begin
      perform pg_notify('journal_changes', '*');
      return null;
    end
  $$`.execute(db);
  for (const table of JOURNAL_TABLES) {
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.raw(`${table}_announce_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(rows)} table as changed_rows
        for each statement execute function announce_journal_rows()`.execute(db);
    }
  }
  await sql`create trigger users_announce_change after update of time_zone or delete on users
    for each row execute function announce_user_change()`.execute(db);
  for (const table of [...JOURNAL_TABLES, 'users']) {
    await sql`create trigger ${sql.raw(`${table}_announce_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function announce_journal_truncate()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists announce_journal_rows() cascade`.execute(db);
  await sql`drop function if exists announce_user_change() cascade`.execute(db);
  await sql`drop function if exists announce_journal_truncate() cascade`.execute(db);
}
