import { type Kysely, sql } from 'kysely';

const EMOTIONS = ['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const;
const columns = (suffix: string) => sql.raw(EMOTIONS.map((e) => `${e}_${suffix}`).join(', '));

/**
 * One row per user and local day of their analysed journal: the dashboard stats and the timeline read these (at most
 * 366 rows for a year) instead of every entry and analysis. Triggers keep them in step inside the writing transaction,
 * so every path that writes entries or analyses (services, the worker, fixtures, seeds, cascades) keeps them true.
 *
 * Only entries whose analysis is complete are counted here: saving an entry touches no summary row, so one user's
 * entries saved at the same moment never queue for the same row. The few entries still waiting for analysis (or
 * failed) are read from the entries themselves, through entries_unanalysed_idx.
 *
 * The score sums are double precision, added one real at a time: exactly the sum `avg()` builds over the same reals,
 * so `sum / analysed_count` is bit for bit the average the queries computed from the entries before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table journal_days (
    user_id uuid not null references users (id) on delete cascade,
    local_day date not null,
    complete_count integer not null default 0,
    analysed_count integer not null default 0,
    joy_sum double precision not null default 0,
    calm_sum double precision not null default 0,
    anxiety_sum double precision not null default 0,
    sadness_sum double precision not null default 0,
    anger_sum double precision not null default 0,
    joy_dominant integer not null default 0,
    calm_dominant integer not null default 0,
    anxiety_dominant integer not null default 0,
    sadness_dominant integer not null default 0,
    anger_dominant integer not null default 0,
    primary key (user_id, local_day)
  )`.execute(db);
  await sql`create index entries_unanalysed_idx on entries (user_id, created_at)
    where analysis_status <> 'complete'`.execute(db);

  // The day an instant falls on in the user's time zone. The key-share lock (the one the foreign keys to users take
  // anyway) makes a time-zone change, which locks the row for update, wait for this transaction, or this one for it.
  await sql`create function journal_local_day(p_user_id uuid, p_at timestamptz) returns date
    language plpgsql as $$
    declare
      zone text;
    begin
      select time_zone into zone from users where id = p_user_id for key share;
      return (p_at at time zone zone)::date;
    end $$`.execute(db);

  // Adds signed amounts to a day; a day left with nothing in it disappears.
  await sql`create function journal_days_add(
      p_user_id uuid, p_day date, p_complete integer, p_sign integer, p_analysis entry_analyses
    ) returns void language plpgsql as $$
    declare
      analysed integer := case when p_analysis.entry_id is null then 0 else p_sign end;
    begin
      insert into journal_days as d (
        user_id, local_day, complete_count, analysed_count, ${columns('sum')}, ${columns('dominant')}
      ) values (
        p_user_id, p_day, p_complete, analysed,
        coalesce(p_sign * p_analysis.joy::float8, 0),
        coalesce(p_sign * p_analysis.calm::float8, 0),
        coalesce(p_sign * p_analysis.anxiety::float8, 0),
        coalesce(p_sign * p_analysis.sadness::float8, 0),
        coalesce(p_sign * p_analysis.anger::float8, 0),
        case when p_analysis.dominant_emotion = 'joy' then p_sign else 0 end,
        case when p_analysis.dominant_emotion = 'calm' then p_sign else 0 end,
        case when p_analysis.dominant_emotion = 'anxiety' then p_sign else 0 end,
        case when p_analysis.dominant_emotion = 'sadness' then p_sign else 0 end,
        case when p_analysis.dominant_emotion = 'anger' then p_sign else 0 end
      )
      on conflict (user_id, local_day) do update set
        complete_count = d.complete_count + excluded.complete_count,
        analysed_count = d.analysed_count + excluded.analysed_count,
        joy_sum = d.joy_sum + excluded.joy_sum,
        calm_sum = d.calm_sum + excluded.calm_sum,
        anxiety_sum = d.anxiety_sum + excluded.anxiety_sum,
        sadness_sum = d.sadness_sum + excluded.sadness_sum,
        anger_sum = d.anger_sum + excluded.anger_sum,
        joy_dominant = d.joy_dominant + excluded.joy_dominant,
        calm_dominant = d.calm_dominant + excluded.calm_dominant,
        anxiety_dominant = d.anxiety_dominant + excluded.anxiety_dominant,
        sadness_dominant = d.sadness_dominant + excluded.sadness_dominant,
        anger_dominant = d.anger_dominant + excluded.anger_dominant;
      if p_complete < 0 or analysed < 0 then
        delete from journal_days
        where user_id = p_user_id and local_day = p_day and complete_count = 0 and analysed_count = 0;
      end if;
    end $$`.execute(db);

  // The rows of one user (or of everyone, when p_user_id is null) counted from the entries, in the users' zones.
  await sql`create function journal_days_rebuild(p_user_id uuid) returns void language sql as $$
    insert into journal_days (user_id, local_day, complete_count, analysed_count, ${columns('sum')}, ${columns('dominant')})
    select e.user_id, (e.created_at at time zone u.time_zone)::date,
      count(*) filter (where e.analysis_status = 'complete'), count(a.entry_id),
      coalesce(sum(a.joy::float8), 0), coalesce(sum(a.calm::float8), 0), coalesce(sum(a.anxiety::float8), 0),
      coalesce(sum(a.sadness::float8), 0), coalesce(sum(a.anger::float8), 0),
      count(*) filter (where a.dominant_emotion = 'joy'),
      count(*) filter (where a.dominant_emotion = 'calm'),
      count(*) filter (where a.dominant_emotion = 'anxiety'),
      count(*) filter (where a.dominant_emotion = 'sadness'),
      count(*) filter (where a.dominant_emotion = 'anger')
    from entries e
    join users u on u.id = e.user_id
    left join entry_analyses a on a.entry_id = e.id
    where p_user_id is null or e.user_id = p_user_id
    group by 1, 2
    having count(*) filter (where e.analysis_status = 'complete') > 0 or count(a.entry_id) > 0
  $$`.execute(db);

  // An entry counts from the moment its analysis is complete (saved complete, or marked so by the analysis).
  await sql`create function journal_days_entry_completed() returns trigger language plpgsql as $$
    declare
      day date := journal_local_day(new.user_id, new.created_at);
    begin
      -- No such user: the entry's foreign key refuses the row at the end of the statement.
      if day is not null then
        perform journal_days_add(new.user_id, day, case when new.analysis_status = 'complete' then 1 else -1 end, 0, null);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger journal_days_entry_saved_complete after insert on entries
    for each row when (new.analysis_status = 'complete')
    execute function journal_days_entry_completed()`.execute(db);
  await sql`create trigger journal_days_entry_completed after update of analysis_status on entries
    for each row when ((old.analysis_status = 'complete') <> (new.analysis_status = 'complete'))
    execute function journal_days_entry_completed()`.execute(db);

  // Before the delete: the entry's analysis is still there to be taken out with it (the cascade removes it after).
  await sql`create function journal_days_entry_removed() returns trigger language plpgsql as $$
    declare
      day date := journal_local_day(old.user_id, old.created_at);
      analysis entry_analyses;
    begin
      -- No such user: the user is being deleted, and their days with them.
      if day is not null then
        select * into analysis from entry_analyses where entry_id = old.id;
        if old.analysis_status = 'complete' or analysis.entry_id is not null then
          perform journal_days_add(old.user_id, day, case when old.analysis_status = 'complete' then -1 else 0 end, -1, analysis);
        end if;
      end if;
      return old;
    end $$`.execute(db);
  await sql`create trigger journal_days_entry_removed before delete on entries
    for each row execute function journal_days_entry_removed()`.execute(db);

  await sql`create function journal_days_analysis_changed() returns trigger language plpgsql as $$
    declare
      entry record;
      day date;
    begin
      select user_id, created_at into entry from entries
        where id = case when tg_op = 'DELETE' then old.entry_id else new.entry_id end;
      -- No entry: it is being deleted, and its removal took the analysis out already.
      if not found then return null; end if;
      day := journal_local_day(entry.user_id, entry.created_at);
      if day is null then return null; end if;
      if tg_op <> 'INSERT' then perform journal_days_add(entry.user_id, day, 0, -1, old); end if;
      if tg_op <> 'DELETE' then perform journal_days_add(entry.user_id, day, 0, 1, new); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger journal_days_analysis_added after insert or delete on entry_analyses
    for each row execute function journal_days_analysis_changed()`.execute(db);
  // Re-encrypting the details (key rotation) leaves the day as it is.
  await sql`create trigger journal_days_analysis_rescored after update on entry_analyses
    for each row
    when ((old.entry_id, old.joy, old.calm, old.anxiety, old.sadness, old.anger, old.dominant_emotion)
      is distinct from (new.entry_id, new.joy, new.calm, new.anxiety, new.sadness, new.anger, new.dominant_emotion))
    execute function journal_days_analysis_changed()`.execute(db);

  // Another zone moves entries to other days: that user's rows are counted again.
  await sql`create function journal_days_time_zone_changed() returns trigger language plpgsql as $$
    begin
      -- Waits for the transactions filing entries under the old zone (they hold a key-share lock on the user), so
      -- the rebuild sees their entries; the ones that come later wait for this one and read the new zone.
      perform 1 from users where id = new.id for update;
      delete from journal_days where user_id = new.id;
      perform journal_days_rebuild(new.id);
      return null;
    end $$`.execute(db);
  await sql`create trigger journal_days_time_zone_changed after update of time_zone on users
    for each row when (old.time_zone is distinct from new.time_zone)
    execute function journal_days_time_zone_changed()`.execute(db);

  await sql`select journal_days_rebuild(null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists journal_days_time_zone_changed on users`.execute(db);
  await sql`drop trigger if exists journal_days_analysis_rescored on entry_analyses`.execute(db);
  await sql`drop trigger if exists journal_days_analysis_added on entry_analyses`.execute(db);
  await sql`drop trigger if exists journal_days_entry_removed on entries`.execute(db);
  await sql`drop trigger if exists journal_days_entry_completed on entries`.execute(db);
  await sql`drop trigger if exists journal_days_entry_saved_complete on entries`.execute(db);
  for (const fn of [
    'journal_days_time_zone_changed()',
    'journal_days_analysis_changed()',
    'journal_days_entry_removed()',
    'journal_days_entry_completed()',
    'journal_days_rebuild(uuid)',
    'journal_days_add(uuid, date, integer, integer, entry_analyses)',
    'journal_local_day(uuid, timestamptz)',
  ]) {
    await sql`drop function if exists ${sql.raw(fn)}`.execute(db);
  }
  await sql`drop index if exists entries_unanalysed_idx`.execute(db);
  await sql`drop table if exists journal_days`.execute(db);
}
