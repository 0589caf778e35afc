import { type Kysely, sql } from 'kysely';

/** Channel on which every change to a user's journal is announced, with the user's id as payload. */
export const JOURNAL_CHANGES_CHANNEL = 'journal_changes';

// journal_days is written only by triggers on entries and entry_analyses, inside their transactions.
const JOURNAL_TABLES = ['entries', 'entry_analyses', 'guidance'] as const;

/**
 * Every write that can change what the journal reads answer (entries, their analyses and guidance, and the user row
 * with its time zone and plan) announces the user's id on `journal_changes`. Postgres delivers a notification when
 * the writing transaction commits, and never when it rolls back, so an API process that keeps answers in memory
 * (packages/api read-cache.ts) drops exactly what changed, whichever process wrote it: another API replica, the
 * worker, a migration or psql. Identical notifications of one transaction are delivered once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function announce_journal_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('journal_changes', old.user_id::text);
      else
        perform pg_notify('journal_changes', new.user_id::text);
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create function announce_user_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('journal_changes', old.id::text);
      else
        perform pg_notify('journal_changes', new.id::text);
      end if;
      return null;
    end
  $$`.execute(db);
  for (const table of JOURNAL_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_announce_change`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function announce_journal_change()`.execute(db);
  }
  await sql`create trigger users_announce_change after update or delete on users
    for each row execute function announce_user_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...JOURNAL_TABLES, 'users']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_announce_change`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists announce_journal_change()`.execute(db);
  await sql`drop function if exists announce_user_change()`.execute(db);
}
