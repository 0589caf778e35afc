import { type Kysely, type RawBuilder, sql } from 'kysely';

const EMOTIONS = ['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const;
const columns = (suffix: string) => sql.raw(EMOTIONS.map((e) => `${e}_${suffix}`).join(', '));

/**
 * The journal people keep (issue 24): the user's own mood, tags, past dates, edits with their history.
 *
 * - `entries.mood` and `entries.tags_enc` came with migration 0015 (imports): the mood the user chose (null: the
 *   analysis' dominant emotion stands) and the free tags, encrypted like the text.
 * - `entries.created_at` is now the entry's date as the user sees it (a chosen past date, an import); `written_at`
 *   is when it was written, which the free plan's monthly count reads.
 * - `entry_revisions`: each earlier version of an edited entry, encrypted, newest first by `replaced_at`.
 * - journal_days counts the user's mood where there is one, except that an entry the crisis screen flagged never
 *   counts as joy or calm (the alert and the sober reading stay whatever mood is picked), and follows an entry
 *   moved to another date or given another mood. The service never changes `analysis_status` and the date or mood
 *   in one statement (each has its own trigger).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table entries
    add column written_at timestamptz not null default now(),
    add column edited_at timestamptz`.execute(db);
  await sql`update entries set written_at = created_at`.execute(db);
  await sql`create index entries_user_written_idx on entries (user_id, written_at)`.execute(db);

  await sql`create table entry_revisions (
    id uuid primary key default gen_random_uuid(),
    entry_id uuid not null references entries (id) on delete cascade,
    user_id uuid not null references users (id) on delete cascade,
    content_enc text not null,
    category text,
    privacy_level text not null,
    tags_enc text,
    mood text,
    entry_created_at timestamptz not null,
    replaced_at timestamptz not null default now(),
    -- Orders versions replaced within the same instant (an edit and a re-tag in one request's clock tick).
    seq bigint generated always as identity
  )`.execute(db);
  await sql`create index entry_revisions_entry_idx on entry_revisions (entry_id, replaced_at desc)`.execute(
    db,
  );

  await defineMoodFunctions(db);
  await sql`create trigger journal_days_entry_moved after update of created_at, mood on entries
    for each row when (old.created_at is distinct from new.created_at or old.mood is distinct from new.mood)
    execute function journal_days_entry_moved()`.execute(db);
}

/** The functions of the journal's figures that read the own mood as this migration has them; 0028's down restores them. */
export async function defineMoodFunctions(db: Kysely<unknown>) {
  // The analysis as the journal's figures count it: the user's mood replaces the dominant emotion, unless the
  // entry was flagged by the crisis screen and the mood is joy or calm.
  await sql`create or replace function journal_counted_analysis(p_entry_id uuid, p_mood text, p_analysis entry_analyses)
    returns entry_analyses language plpgsql as $$
    declare
      counted entry_analyses := p_analysis;
    begin
      if p_analysis.entry_id is null or p_mood is null then return counted; end if;
      if p_mood in ('joy', 'calm') and exists (
        select 1 from safety_screens where subject = 'entry' and subject_id = p_entry_id and tier is not null
      ) then
        return counted;
      end if;
      counted.dominant_emotion := p_mood;
      return counted;
    end $$`.execute(db);

  await defineDayFunctions(db, (row) => sql.raw(`${row}.mood`));

  // An entry moved to another date, or given another mood: out of its old day as it was, into its new day as it is.
  await sql`create or replace function journal_days_entry_moved() returns trigger language plpgsql as $$
    declare
      old_day date := journal_local_day(old.user_id, old.created_at);
      new_day date := journal_local_day(new.user_id, new.created_at);
      analysis entry_analyses;
      complete integer := case when new.analysis_status = 'complete' then 1 else 0 end;
    begin
      if old_day is null or new_day is null then return null; end if;
      select * into analysis from entry_analyses where entry_id = new.id;
      if complete = 0 and analysis.entry_id is null then return null; end if;
      perform journal_days_add(old.user_id, old_day, -complete, -1, journal_counted_analysis(old.id, old.mood, analysis));
      perform journal_days_add(new.user_id, new_day, complete, 1, journal_counted_analysis(new.id, new.mood, analysis));
      return null;
    end $$`.execute(db);
}

/**
 * The day functions of 0003 reading the entry's mood (`mood(row)`: the column; null going down to 0003's reading).
 */
async function defineDayFunctions(db: Kysely<unknown>, mood: (row: string) => RawBuilder<unknown>) {
  await sql`create or replace function journal_days_rebuild(p_user_id uuid) returns void language sql as $$
    insert into journal_days (user_id, local_day, complete_count, analysed_count, ${columns('sum')}, ${columns('dominant')})
    select e.user_id, (e.created_at at time zone u.time_zone)::date,
      count(*) filter (where e.analysis_status = 'complete'), count(a.entry_id),
      coalesce(sum(a.joy::float8), 0), coalesce(sum(a.calm::float8), 0), coalesce(sum(a.anxiety::float8), 0),
      coalesce(sum(a.sadness::float8), 0), coalesce(sum(a.anger::float8), 0),
      count(*) filter (where (journal_counted_analysis(e.id, ${mood('e')}, a)).dominant_emotion = 'joy'),
      count(*) filter (where (journal_counted_analysis(e.id, ${mood('e')}, a)).dominant_emotion = 'calm'),
      count(*) filter (where (journal_counted_analysis(e.id, ${mood('e')}, a)).dominant_emotion = 'anxiety'),
      count(*) filter (where (journal_counted_analysis(e.id, ${mood('e')}, a)).dominant_emotion = 'sadness'),
      count(*) filter (where (journal_counted_analysis(e.id, ${mood('e')}, a)).dominant_emotion = 'anger')
    from entries e
    join users u on u.id = e.user_id
    left join entry_analyses a on a.entry_id = e.id
    where p_user_id is null or e.user_id = p_user_id
    group by 1, 2
    having count(*) filter (where e.analysis_status = 'complete') > 0 or count(a.entry_id) > 0
  $$`.execute(db);

  await sql`create or replace function journal_days_entry_removed() returns trigger language plpgsql as $$
    declare
      day date := journal_local_day(old.user_id, old.created_at);
      analysis entry_analyses;
    begin
      if day is not null then
        select * into analysis from entry_analyses where entry_id = old.id;
        if old.analysis_status = 'complete' or analysis.entry_id is not null then
          perform journal_days_add(old.user_id, day, case when old.analysis_status = 'complete' then -1 else 0 end, -1,
            journal_counted_analysis(old.id, ${mood('old')}, analysis));
        end if;
      end if;
      return old;
    end $$`.execute(db);

  await sql`create or replace function journal_days_analysis_changed() returns trigger language plpgsql as $$
    declare
      entry record;
      day date;
    begin
      select id, user_id, created_at, ${mood('entries')} as mood into entry from entries
        where id = case when tg_op = 'DELETE' then old.entry_id else new.entry_id end;
      if not found then return null; end if;
      day := journal_local_day(entry.user_id, entry.created_at);
      if day is null then return null; end if;
      if tg_op <> 'INSERT' then
        perform journal_days_add(entry.user_id, day, 0, -1, journal_counted_analysis(entry.id, entry.mood, old));
      end if;
      if tg_op <> 'DELETE' then
        perform journal_days_add(entry.user_id, day, 0, 1, journal_counted_analysis(entry.id, entry.mood, new));
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists journal_days_entry_moved on entries`.execute(db);
  await sql`drop function if exists journal_days_entry_moved()`.execute(db);
  await sql`drop table if exists entry_revisions`.execute(db);
  await sql`drop index if exists entries_user_written_idx`.execute(db);
  await defineDayFunctions(db, () => sql`null::text`);
  await sql`alter table entries drop column if exists written_at, drop column if exists edited_at`.execute(
    db,
  );
}
