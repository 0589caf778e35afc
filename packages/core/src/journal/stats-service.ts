import type { Db } from '@innerweather/db/client';
import { compiledQuery } from '@innerweather/db/compiled-query';
import { EMOTIONS, type TEmotion, type TStats } from '@innerweather/validators/journal';
import { sql } from 'kysely';
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
}

export function createStatsService({ db, clock }: StatsServiceDeps) {
  // The dashboard's figures in one statement, compiled once.
  const week = sql`d.local_day >= c.week_start and d.local_day < c.week_start + 7`;
  const statsRow = compiledQuery(
    db,
    (userId: string, nowIso: string) => sql<StatsRow>`
        with c as (
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
        )
        select
          c.week_start::timestamp at time zone c.zone as week_start_at,
          (c.week_start + 7)::timestamp at time zone c.zone as week_end_at,
          coalesce(sum(d.complete_count) filter (where d.local_day >= c.month_start and d.local_day < c.month_end), 0)
            + (select count(*) from unanalysed u where u.local_day >= c.month_start and u.local_day < c.month_end)
            as total_entries,
          coalesce(sum(d.analysed_count) filter (where ${week}), 0) as week_analysed,
          coalesce(sum(d.joy_dominant) filter (where ${week}), 0) as week_joy,
          coalesce(sum(d.calm_dominant) filter (where ${week}), 0) as week_calm,
          coalesce(sum(d.anxiety_dominant) filter (where ${week}), 0) as week_anxiety,
          coalesce(sum(d.sadness_dominant) filter (where ${week}), 0) as week_sadness,
          coalesce(sum(d.anger_dominant) filter (where ${week}), 0) as week_anger,
          (
            -- The days with an entry up to today, newest first: the streak runs from the latest of them, if that
            -- is today or yesterday, back to the first one whose day before has no entry.
            select case when run.latest < c.today - 1 then 0 else run.latest - run.local_day + 1 end
            from (
              select local_day, lead(local_day) over newest_first as day_before,
                first_value(local_day) over newest_first as latest
              from (
                select local_day from journal_days
                where user_id = ${userId} and complete_count > 0 and local_day <= c.today
                union all
                select local_day from unanalysed where local_day <= c.today
              ) as days
              window newest_first as (order by local_day desc)
            ) as run
            where not coalesce(run.day_before >= run.local_day - 1, false)
            limit 1
          ) as current_streak
        from c
        left join journal_days d on d.user_id = ${userId}
          and d.local_day >= least(c.month_start, c.week_start)
          and d.local_day < greatest(c.month_end, c.week_start + 7)
        group by c.zone, c.today, c.month_start, c.month_end, c.week_start
      `,
  );

  /**
   * The week's most frequent dominant emotion; a tie goes to the emotion of the latest entry among the tied ones
   * (the per-day counts cannot tell, so only then are the week's entries read).
   */
  async function dominantMood(userId: string, row: StatsRow): Promise<TEmotion | null> {
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
    const latest = await db
      .selectFrom('entries as e')
      .innerJoin('entryAnalyses as a', 'a.entryId', 'e.id')
      .select(countedMood.as('mood'))
      .where('e.userId', '=', userId)
      .where('e.createdAt', '>=', row.weekStartAt)
      .where('e.createdAt', '<', row.weekEndAt)
      .where(countedMood, 'in', tied)
      .orderBy('e.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return latest?.mood ?? null;
  }

  return {
    /**
     * The dashboard's four figures in the user's time zone, from the per-day summary (journal_days) and the entries
     * not analysed yet: entries this calendar month, positivity and dominant mood of this (Monday-start) week's
     * analysed entries, and the day streak.
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
        dominantMood: await dominantMood(userId, row),
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
