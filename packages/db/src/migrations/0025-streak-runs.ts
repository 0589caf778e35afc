import { type Kysely, sql } from 'kysely';

/** The row triggers stand aside while a time-zone rebuild marks a user's days itself. */
const NOT_REBUILDING = `current_setting('innerweather.rebuilding_days', true) is distinct from 'on'`;

/** The changes of a day's row that start or stop it counting for the streak: each takes the lock, then re-marks. */
const RUN_CHANGES = [
  { op: 'insert', done: 'inserted', event: 'insert', when: 'new.complete_count > 0' },
  {
    op: 'update',
    done: 'updated',
    event: 'update of complete_count',
    when: '(old.complete_count > 0) <> (new.complete_count > 0)',
  },
  { op: 'delete', done: 'deleted', event: 'delete', when: 'old.complete_count > 0' },
];

/**
 * Issue 25: the day streak without reading the whole journal. A day of `journal_days` that counts for the streak
 * (`complete_count > 0`) and whose day before does not is marked `run_start`: the first day of a run of days in a
 * row. The run that holds a day `p` then starts at the latest marked day up to `p`, one probe of a partial index,
 * where the streak read every day of the user (window functions over ~400 rows for a year of writing, 0.5 ms).
 *
 * Triggers on journal_days keep the mark, so every path that changes a day (saves, analyses, deletions, entries
 * moved to another date or imported into the past, a time-zone rebuild) keeps it true: when a day starts or stops
 * counting, it and the day after it are marked again. That happens once per day written, not per entry.
 *
 * Marking looks at the neighbouring day, which another transaction may be changing: two entries completed at once
 * on the 9th and the 10th would each miss the other's uncommitted day. So a transaction that may change which of a
 * user's days count takes a transaction-scoped advisory lock on the user first (before it locks any day's row, so
 * the lock cannot deadlock with the row locks): a user's day changes then follow one another, and each marking
 * statement reads the days the previous one committed. Completing more entries of a day already counted takes the
 * lock too (the insert of the day cannot know that beforehand), which orders them as the day's row lock already did.
 *
 * A new time zone rebuilds all of a user's days at once; that rebuild marks them in one statement at its end, with
 * the row triggers off for its transaction (`innerweather.rebuilding_days`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table journal_days add column run_start boolean not null default false`.execute(db);
  await sql`create index journal_days_run_start_idx on journal_days (user_id, local_day) where run_start`.execute(
    db,
  );

  await sql`create function journal_days_lock_runs(p_user_id uuid) returns void language sql as $$
    select pg_advisory_xact_lock(25, hashtext(p_user_id::text))
  $$`.execute(db);

  // Before a day's row can change whether it counts: the user's lock, ahead of the row's.
  await sql`create function journal_days_runs_locking() returns trigger language plpgsql as $$
    begin
      perform journal_days_lock_runs(case when tg_op = 'DELETE' then old.user_id else new.user_id end);
      return case when tg_op = 'DELETE' then old else new end;
    end $$`.execute(db);
  for (const change of RUN_CHANGES) {
    await sql`create trigger ${sql.raw(`journal_days_runs_${change.op}_locking`)} before ${sql.raw(change.event)}
      on journal_days for each row when (${sql.raw(change.when)} and ${sql.raw(NOT_REBUILDING)})
      execute function journal_days_runs_locking()`.execute(db);
  }

  // A day started or stopped counting: it and the next day are marked again (only where the mark changes).
  await sql`create function journal_days_runs_changed() returns trigger language plpgsql as $$
    declare
      changed journal_days := case when tg_op = 'DELETE' then old else new end;
    begin
      -- The user's account is being deleted, and all their days with it.
      if tg_op = 'DELETE' and not exists (select 1 from users where id = old.user_id) then return null; end if;
      perform journal_days_lock_runs(changed.user_id);
      update journal_days d set run_start = marked.value
      from (
        select n.local_day, n.complete_count > 0 and not exists (
          select 1 from journal_days p
          where p.user_id = n.user_id and p.local_day = n.local_day - 1 and p.complete_count > 0) as value
        from journal_days n
        where n.user_id = changed.user_id and n.local_day in (changed.local_day, changed.local_day + 1)
      ) as marked
      where d.user_id = changed.user_id and d.local_day = marked.local_day and d.run_start <> marked.value;
      return null;
    end $$`.execute(db);
  for (const change of RUN_CHANGES) {
    await sql`create trigger ${sql.raw(`journal_days_runs_${change.done}`)} after ${sql.raw(change.event)}
      on journal_days for each row when (${sql.raw(change.when)} and ${sql.raw(NOT_REBUILDING)})
      execute function journal_days_runs_changed()`.execute(db);
  }

  // Every mark of one user (or of everyone), from the counted days.
  await sql`create function journal_days_mark_runs(p_user_id uuid) returns void language sql as $$
    update journal_days d set run_start = not d.run_start
    where (p_user_id is null or d.user_id = p_user_id)
      and d.run_start <> (d.complete_count > 0 and not exists (
        select 1 from journal_days p
        where p.user_id = d.user_id and p.local_day = d.local_day - 1 and p.complete_count > 0))
  $$`.execute(db);

  // A new zone rebuilds all of a user's days (migration 0003): their marks are set once at the end, not twice per
  // day by the triggers above, which the setting turns off for this transaction's rebuild (5x the time otherwise).
  await sql`create or replace function journal_days_time_zone_changed() returns trigger language plpgsql as $$
    begin
      -- Waits for the transactions filing entries under the old zone (they hold a key-share lock on the user), so
      -- the rebuild sees their entries; the ones that come later wait for this one and read the new zone.
      perform 1 from users where id = new.id for update;
      perform journal_days_lock_runs(new.id);
      perform set_config('innerweather.rebuilding_days', 'on', true);
      delete from journal_days where user_id = new.id;
      perform journal_days_rebuild(new.id);
      perform set_config('innerweather.rebuilding_days', 'off', true);
      perform journal_days_mark_runs(new.id);
      return null;
    end $$`.execute(db);

  await sql`select journal_days_mark_runs(null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const change of RUN_CHANGES) {
    await sql`drop trigger if exists ${sql.raw(`journal_days_runs_${change.done}`)} on journal_days`.execute(
      db,
    );
    await sql`drop trigger if exists ${sql.raw(`journal_days_runs_${change.op}_locking`)} on journal_days`.execute(
      db,
    );
  }
  await sql`create or replace function journal_days_time_zone_changed() returns trigger language plpgsql as $$
    begin
      perform 1 from users where id = new.id for update;
      delete from journal_days where user_id = new.id;
      perform journal_days_rebuild(new.id);
      return null;
    end $$`.execute(db);
  await sql`drop function if exists journal_days_mark_runs(uuid)`.execute(db);
  await sql`drop function if exists journal_days_runs_changed()`.execute(db);
  await sql`drop function if exists journal_days_runs_locking()`.execute(db);
  await sql`drop function if exists journal_days_lock_runs(uuid)`.execute(db);
  await sql`drop index if exists journal_days_run_start_idx`.execute(db);
  await sql`alter table journal_days drop column run_start`.execute(db);
}
