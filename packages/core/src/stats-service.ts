import type { Db } from '@innerweather/db/client';
import type { TEmotion, TStats } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Clock } from './clock.ts';
import { userTimeZone } from './journal-time.ts';

export interface StatsServiceDeps {
  db: Db;
  clock: Clock;
}

interface StatsRow {
  totalEntries: number;
  weekAnalysed: number;
  weekPositive: number;
  dominantMood: TEmotion | null;
  currentStreak: number;
}

export function createStatsService({ db, clock }: StatsServiceDeps) {
  return {
    /**
     * The dashboard's four figures, in the user's time zone, in one statement: entries this calendar month,
     * positivity and dominant mood of this (Monday-start) week's analysed entries, and the day streak.
     */
    async get(userId: string): Promise<TStats> {
      const now = clock.now().toISOString();
      const tz = await userTimeZone(db, userId);
      const { rows } = await sql<StatsRow>`
        with bounds as (
          select
            date_trunc('month', local_now) at time zone ${tz} as month_start,
            (date_trunc('month', local_now) + interval '1 month') at time zone ${tz} as month_end,
            date_trunc('week', local_now) at time zone ${tz} as week_start,
            (date_trunc('week', local_now) + interval '1 week') at time zone ${tz} as week_end,
            local_now::date as today,
            (local_now::date + 1)::timestamp at time zone ${tz} as tomorrow_start
          from (select ${now}::timestamptz at time zone ${tz} as local_now) as n
        ), week_moods as (
          select a.dominant_emotion, e.created_at
          from bounds, entries e join entry_analyses a on a.entry_id = e.id
          where e.user_id = ${userId} and e.created_at >= bounds.week_start and e.created_at < bounds.week_end
        ), entry_days as (
          select distinct (e.created_at at time zone ${tz})::date as day
          from bounds, entries e
          where e.user_id = ${userId} and e.created_at < bounds.tomorrow_start
        ), runs as (
          -- Consecutive days share the same (day + rank) when ranked newest first.
          select day, day + (row_number() over (order by day desc))::int as run from entry_days
        )
        select
          (select count(*) from bounds, entries e
            where e.user_id = ${userId} and e.created_at >= bounds.month_start and e.created_at < bounds.month_end
          ) as total_entries,
          (select count(*) from week_moods) as week_analysed,
          (select count(*) from week_moods where dominant_emotion in ('joy', 'calm')) as week_positive,
          (select dominant_emotion from week_moods
            group by dominant_emotion
            order by count(*) desc, max(created_at) desc
            limit 1) as dominant_mood,
          (select count(*) from runs, bounds
            where run = (select run from runs order by day desc limit 1)
              and (select max(day) from entry_days) >= bounds.today - 1) as current_streak
      `.execute(db);
      const row = rows[0];
      const analysed = Number(row?.weekAnalysed ?? 0);
      return {
        totalEntries: Number(row?.totalEntries ?? 0),
        positivityPercentage:
          analysed === 0 ? 0 : Math.round((100 * Number(row?.weekPositive ?? 0)) / analysed),
        currentStreak: Number(row?.currentStreak ?? 0),
        dominantMood: row?.dominantMood ?? null,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
