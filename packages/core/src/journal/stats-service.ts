import type { Db } from '@innerweather/db/client';
import { compiledQuery } from '@innerweather/db/compiled-query';
import { EMOTIONS, type TEmotion, type TStats } from '@innerweather/validators/journal';
import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';
import { countedMood } from './journal-entries.ts';
import { userCalendar } from './journal-time.ts';

export interface StatsServiceDeps {
  db: Db;
  clock: Clock;
}

interface StatsRow {
  weekStartAt: Date;
  weekEndAt: Date;
  totalEntries: number;
  weekAnalysed: number;
  weekJoy: number;
  weekCalm: number;
  weekAnxiety: number;
  weekSadness: number;
  weekAnger: number;
  currentStreak: number;
  /** The mood of the week's latest entry among the emotions tied for the most frequent; null without a tie. */
  latestTiedMood: TEmotion | null;
}

export function createStatsService({ db, clock }: StatsServiceDeps) {
  // The dashboard's figures in one statement, compiled once.
  const week = sql`d.local_day >= c.week_start and d.local_day < c.week_start + 7`;
  const statsRow = compiledQuery(db, (userId: string, nowIso: string) => {
    // A scalar subquery, not EXISTS: the planner would turn that into a hash of all the user's days.
    const counted = (day: RawBuilder<unknown>) => sql`coalesce((
      select j.complete_count > 0 from journal_days j where j.user_id = ${userId} and j.local_day = ${day}), false)`;
    // The first day of the run of days in a row that holds `day`: the latest day up to it marked as a run's start
    // (migration 0025) if the day counts in journal_days, else the day itself (a day of unanalysed entries only).
    const runStartOf = (day: RawBuilder<unknown>) => sql`case when ${counted(day)} then (
        select max(j.local_day) from journal_days j where j.user_id = ${userId} and j.run_start and j.local_day <= ${day}
      ) else ${day} end`;
    const emotions = EMOTIONS.map((e) => sql.raw(`f.week_${e}`));
    return sql<StatsRow>`
        with recursive c as (
          select zone, today,
            date_trunc('month', local_now)::date as month_start,
            (date_trunc('month', local_now) + interval '1 month')::date as month_end,
            date_trunc('week', local_now)::date as week_start
          from ${userCalendar(userId, nowIso)} as calendar
        ), unanalysed as (
          -- Entries not analysed yet (or failed) are not in journal_days: there are few, read through their index.
          select (e.created_at at time zone c.zone)::date as local_day
          from c, entries e
          where e.user_id = ${userId} and e.analysis_status <> 'complete'
        ), latest as (
          -- The latest day with an entry up to today.
          select c.today, greatest(
            (select max(j.local_day) from journal_days j
              where j.user_id = ${userId} and j.complete_count > 0 and j.local_day <= c.today),
            (select max(u.local_day) from unanalysed u where u.local_day <= c.today)
          ) as day
          from c
        ), streak_walk (run_start) as (
          -- From the latest day, if that is today or yesterday, back through runs of journal_days joined by days of
          -- unanalysed entries: each step starts where the run before it ends, until the day before has no entry.
          select ${runStartOf(sql`l.day`)} from latest l where l.day >= l.today - 1
          union all
          select ${runStartOf(sql`w.run_start - 1`)}
          from streak_walk w
          where ${counted(sql`w.run_start - 1`)}
            or exists (select 1 from unanalysed u where u.local_day = w.run_start - 1)
        ), figures as (
          select
            c.week_start::timestamp at time zone c.zone as week_start_at,
            (c.week_start + 7)::timestamp at time zone c.zone as week_end_at,
            coalesce(d.month_complete, 0)
              + (select count(*) from unanalysed u where u.local_day >= c.month_start and u.local_day < c.month_end)
              as total_entries,
            coalesce(d.week_analysed, 0) as week_analysed,
            coalesce(d.week_joy, 0) as week_joy,
            coalesce(d.week_calm, 0) as week_calm,
            coalesce(d.week_anxiety, 0) as week_anxiety,
            coalesce(d.week_sadness, 0) as week_sadness,
            coalesce(d.week_anger, 0) as week_anger,
            (select l.day - min(w.run_start) + 1 from latest l, streak_walk w group by l.day) as current_streak
          from c
          -- A lateral subquery: its bounds reach journal_days' primary key as values, whatever the planner estimates.
          cross join lateral (
            select
              sum(d.complete_count) filter (where d.local_day >= c.month_start and d.local_day < c.month_end)
                as month_complete,
              sum(d.analysed_count) filter (where ${week}) as week_analysed,
              sum(d.joy_dominant) filter (where ${week}) as week_joy,
              sum(d.calm_dominant) filter (where ${week}) as week_calm,
              sum(d.anxiety_dominant) filter (where ${week}) as week_anxiety,
              sum(d.sadness_dominant) filter (where ${week}) as week_sadness,
              sum(d.anger_dominant) filter (where ${week}) as week_anger
            from journal_days d
            where d.user_id = ${userId}
              and d.local_day >= least(c.month_start, c.week_start)
              and d.local_day < greatest(c.month_end, c.week_start + 7)
          ) as d
        )
        select f.*,
          -- Several emotions tied for the week's most frequent: the one of the latest entry among them, read
          -- newest first through the entries' index (only then: a CASE runs its subquery only when it is chosen).
          case when t.top > 0 and ${sql.join(
            emotions.map((e) => sql`(${e} = t.top)::int`),
            sql` + `,
          )} > 1 then (
            select x.mood from (
              select e.created_at, e.id, (
                -- An own mood counts without an analysis too (a mood-only day, an analysis pending).
                select ${countedMood} from (values (1)) as one (v) left join entry_analyses a on a.entry_id = e.id
              ) as mood
              from entries e
              where e.user_id = ${userId} and e.created_at >= f.week_start_at and e.created_at < f.week_end_at
              order by e.created_at desc, e.id desc
            ) as x
            where x.mood = any (array[${sql.join(
              EMOTIONS.map((e) => sql`case when ${sql.raw(`f.week_${e}`)} = t.top then ${sql.lit(e)} end`),
            )}])
            limit 1
          ) end as latest_tied_mood
        from figures f
        cross join lateral (select greatest(${sql.join(emotions)}) as top) as t
      `;
  });

  /**
   * The week's most frequent dominant emotion; a tie goes to the emotion of the latest entry among the tied ones
   * (the per-day counts cannot tell, so the statement reads the week's entries then, newest first).
   */
  function dominantMood(row: StatsRow): TEmotion | null {
    const counts: Record<TEmotion, number> = {
      joy: Number(row.weekJoy),
      calm: Number(row.weekCalm),
      anxiety: Number(row.weekAnxiety),
      sadness: Number(row.weekSadness),
      anger: Number(row.weekAnger),
    };
    const top = Math.max(...Object.values(counts));
    if (top === 0) return null;
    const tied = EMOTIONS.filter((emotion) => counts[emotion] === top);
    const [only] = tied;
    if (tied.length === 1 && only !== undefined) return only;
    return row.latestTiedMood;
  }

  return {
    /**
     * The dashboard's four figures in the user's time zone, from the per-day summary (journal_days) and the entries
     * not analysed yet: entries this calendar month, positivity and dominant mood of this (Monday-start) week's
     * entries analysed or given an own mood (the own mood wins), and the day streak.
     */
    async get(userId: string): Promise<TStats> {
      const [row] = await statsRow(db, userId, clock.now().toISOString());
      if (!row) return { totalEntries: 0, positivityPercentage: 0, currentStreak: 0, dominantMood: null };
      const analysed = Number(row.weekAnalysed);
      const positive = Number(row.weekJoy) + Number(row.weekCalm);
      return {
        totalEntries: Number(row.totalEntries),
        positivityPercentage: analysed === 0 ? 0 : Math.round((100 * positive) / analysed),
        currentStreak: Number(row.currentStreak ?? 0),
        dominantMood: dominantMood(row),
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
