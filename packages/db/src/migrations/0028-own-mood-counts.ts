import { type Kysely, sql } from 'kysely';
import { defineMoodFunctions } from './0016-journal-experience.ts';

const EMOTIONS = ['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const;
const columns = (suffix: string) => sql.raw(EMOTIONS.map((e) => `${e}_${suffix}`).join(', '));

/** An entry's row in the day sums as the figures count it: `c`, from the entry `e` and its analysis `a`. */
const COUNTED_DAYS = sql`
  select e.user_id, (e.created_at at time zone u.time_zone)::date as local_day,
    count(*) filter (where e.analysis_status = 'complete') as complete_count, count(c.entry_id) as analysed_count,
    coalesce(sum(c.joy::float8), 0) as joy_sum, coalesce(sum(c.calm::float8), 0) as calm_sum,
    coalesce(sum(c.anxiety::float8), 0) as anxiety_sum, coalesce(sum(c.sadness::float8), 0) as sadness_sum,
    coalesce(sum(c.anger::float8), 0) as anger_sum,
    count(*) filter (where c.dominant_emotion = 'joy') as joy_dominant,
    count(*) filter (where c.dominant_emotion = 'calm') as calm_dominant,
    count(*) filter (where c.dominant_emotion = 'anxiety') as anxiety_dominant,
    count(*) filter (where c.dominant_emotion = 'sadness') as sadness_dominant,
    count(*) filter (where c.dominant_emotion = 'anger') as anger_dominant
  from entries e
  join users u on u.id = e.user_id
  left join entry_analyses a on a.entry_id = e.id
  cross join lateral journal_counted_analysis(e.id, e.mood, a) as c
  where p_user_id is null or e.user_id = p_user_id
  group by 1, 2
  having count(*) filter (where e.analysis_status = 'complete') > 0 or count(c.entry_id) > 0`;

/**
 * The user's own mood wins over the analysis in the timeline too (design: "in stats, timeline and calendar"), and
 * counts without an analysis (a Daylio day of mood only, an entry whose analysis is pending or failed), as the
 * calendar already counted it.
 *
 * An entry whose own mood counts (any mood, except joy or calm on an entry the crisis screen flagged, as in 0016) is
 * counted in journal_days as that emotion at full weight: score 1 for it, 0 for the other four, dominant that
 * emotion. The timeline's point of a day is then the average over its entries of own moods (100% of the chosen one)
 * and analysis scores, the same entries stats count as "analysed" with the same mood; the coach's and the mood
 * alert's averages (emotion-pattern.ts) read the same sums. The analysis' own scores stay in entry_analyses.
 *
 * What changes: journal_counted_analysis gives that one-hot row (entry_id set) whether or not there is an analysis;
 * every trigger counts the entry through it (a new entry with a mood, an analysis arriving beside a mood, a mood set
 * or cleared, a deletion), and the crisis screen flagging an entry with an own joy or calm re-counts it. The sums
 * are counted again once from the entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // An own mood as an analysis: that emotion at full weight, the other four at 0.
  await sql`create function journal_own_mood(p_entry_id uuid, p_mood text) returns entry_analyses
    language plpgsql as $$
    declare
      counted entry_analyses;
    begin
      counted.entry_id := p_entry_id;
      counted.joy := case when p_mood = 'joy' then 1 else 0 end;
      counted.calm := case when p_mood = 'calm' then 1 else 0 end;
      counted.anxiety := case when p_mood = 'anxiety' then 1 else 0 end;
      counted.sadness := case when p_mood = 'sadness' then 1 else 0 end;
      counted.anger := case when p_mood = 'anger' then 1 else 0 end;
      counted.dominant_emotion := p_mood;
      return counted;
    end $$`.execute(db);
  await sql`create or replace function journal_counted_analysis(p_entry_id uuid, p_mood text, p_analysis entry_analyses)
    returns entry_analyses language plpgsql as $$
    begin
      if p_mood is null or (p_mood in ('joy', 'calm') and exists (
        select 1 from safety_screens where subject = 'entry' and subject_id = p_entry_id and tier is not null
      )) then
        return p_analysis;
      end if;
      return journal_own_mood(p_entry_id, p_mood);
    end $$`.execute(db);

  // Adding nothing to a day leaves it as it is (no empty row for an entry that counts nowhere).
  await sql`create or replace function journal_days_count_entry(
      p_user_id uuid, p_day date, p_complete integer, p_sign integer, p_counted entry_analyses
    ) returns void language plpgsql as $$
    begin
      if p_day is null or (p_complete = 0 and p_counted.entry_id is null) then return; end if;
      perform journal_days_add(p_user_id, p_day, p_complete, p_sign, p_counted);
    end $$`.execute(db);

  await sql`create or replace function journal_days_rebuild(p_user_id uuid) returns void language sql as $$
    insert into journal_days (user_id, local_day, complete_count, analysed_count, ${columns('sum')}, ${columns('dominant')})
    ${COUNTED_DAYS}
  $$`.execute(db);

  // A new entry with a mood counts at once, before any analysis (0003's trigger counts it complete).
  await sql`create function journal_days_entry_mood_saved() returns trigger language plpgsql as $$
    begin
      perform journal_days_count_entry(new.user_id, journal_local_day(new.user_id, new.created_at), 0, 1,
        journal_counted_analysis(new.id, new.mood, null));
      return null;
    end $$`.execute(db);
  await sql`create trigger journal_days_entry_mood_saved after insert on entries
    for each row when (new.mood is not null)
    execute function journal_days_entry_mood_saved()`.execute(db);

  await sql`create or replace function journal_days_entry_moved() returns trigger language plpgsql as $$
    declare
      analysis entry_analyses;
      complete integer := case when new.analysis_status = 'complete' then 1 else 0 end;
    begin
      select * into analysis from entry_analyses where entry_id = new.id;
      perform journal_days_count_entry(old.user_id, journal_local_day(old.user_id, old.created_at), -complete, -1,
        journal_counted_analysis(old.id, old.mood, analysis));
      perform journal_days_count_entry(new.user_id, journal_local_day(new.user_id, new.created_at), complete, 1,
        journal_counted_analysis(new.id, new.mood, analysis));
      return null;
    end $$`.execute(db);

  await sql`create or replace function journal_days_entry_removed() returns trigger language plpgsql as $$
    declare
      analysis entry_analyses;
    begin
      select * into analysis from entry_analyses where entry_id = old.id;
      perform journal_days_count_entry(old.user_id, journal_local_day(old.user_id, old.created_at),
        case when old.analysis_status = 'complete' then -1 else 0 end, -1,
        journal_counted_analysis(old.id, old.mood, analysis));
      return old;
    end $$`.execute(db);

  // An analysis added, replaced or removed: the entry as counted before it, out; as counted after it, in.
  await sql`create or replace function journal_days_analysis_changed() returns trigger language plpgsql as $$
    declare
      entry record;
      day date;
      none entry_analyses;
      before entry_analyses;
      after entry_analyses;
    begin
      select id, user_id, created_at, mood into entry from entries
        where id = case when tg_op = 'DELETE' then old.entry_id else new.entry_id end;
      if not found then return null; end if;
      day := journal_local_day(entry.user_id, entry.created_at);
      before := journal_counted_analysis(entry.id, entry.mood, case when tg_op = 'INSERT' then none else old end);
      after := journal_counted_analysis(entry.id, entry.mood, case when tg_op = 'DELETE' then none else new end);
      -- The own mood stands either way: the day does not change.
      if (before.entry_id, before.joy, before.calm, before.anxiety, before.sadness, before.anger, before.dominant_emotion)
        is not distinct from
        (after.entry_id, after.joy, after.calm, after.anxiety, after.sadness, after.anger, after.dominant_emotion)
      then
        return null;
      end if;
      perform journal_days_count_entry(entry.user_id, day, 0, -1, before);
      perform journal_days_count_entry(entry.user_id, day, 0, 1, after);
      return null;
    end $$`.execute(db);

  // The screen flagged an entry: an own joy or calm no longer counts, its analysis (if any) does instead.
  await sql`create function journal_days_entry_flagged() returns trigger language plpgsql as $$
    declare
      entry record;
      day date;
      analysis entry_analyses;
    begin
      select id, user_id, created_at, mood into entry from entries where id = new.subject_id;
      if not found or entry.mood is null or entry.mood not in ('joy', 'calm') then return null; end if;
      day := journal_local_day(entry.user_id, entry.created_at);
      select * into analysis from entry_analyses where entry_id = entry.id;
      perform journal_days_count_entry(entry.user_id, day, 0, -1, journal_own_mood(entry.id, entry.mood));
      perform journal_days_count_entry(entry.user_id, day, 0, 1, analysis);
      return null;
    end $$`.execute(db);
  // A screen's tier only ever rises (safety-service.ts): an entry is flagged once, when its tier stops being null.
  await sql`create trigger journal_days_entry_flagged after insert on safety_screens
    for each row when (new.subject = 'entry' and new.tier is not null)
    execute function journal_days_entry_flagged()`.execute(db);
  await sql`create trigger journal_days_entry_reflagged after update of tier on safety_screens
    for each row when (new.subject = 'entry' and old.tier is null and new.tier is not null)
    execute function journal_days_entry_flagged()`.execute(db);

  await recount(db);
}

/** Every day counted again from the entries: only the sums and moods change, the counted days stay the same. */
export async function recount(db: Kysely<unknown>) {
  const updated = ['analysed_count', ...EMOTIONS.flatMap((e) => [`${e}_sum`, `${e}_dominant`])];
  await sql`create function journal_days_recount(p_user_id uuid) returns void language sql as $$
    insert into journal_days (user_id, local_day, complete_count, analysed_count, ${columns('sum')}, ${columns('dominant')})
    ${COUNTED_DAYS}
    on conflict (user_id, local_day) do update set
      ${sql.raw(updated.map((c) => `${c} = excluded.${c}`).join(', '))}
  $$`.execute(db);
  await sql`select journal_days_recount(null)`.execute(db);
  await sql`drop function journal_days_recount(uuid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists journal_days_entry_reflagged on safety_screens`.execute(db);
  await sql`drop trigger if exists journal_days_entry_flagged on safety_screens`.execute(db);
  await sql`drop trigger if exists journal_days_entry_mood_saved on entries`.execute(db);
  await sql`drop function if exists journal_days_entry_flagged()`.execute(db);
  await sql`drop function if exists journal_days_entry_mood_saved()`.execute(db);
  // 0016's reading, and every function this migration replaced as 0016 had it: the mood replaces only the dominant
  // emotion of an analysis, and an entry counts only with an analysis, at its scores.
  await defineMoodFunctions(db);
  await sql`drop function if exists journal_days_count_entry(uuid, date, integer, integer, entry_analyses)`.execute(
    db,
  );
  await sql`drop function if exists journal_own_mood(uuid, text)`.execute(db);
  // Days counted only for an own mood go (no streak trigger fires: they never counted for the streak).
  await sql`delete from journal_days where complete_count = 0`.execute(db);
  await recount(db);
}
