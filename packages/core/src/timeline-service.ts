import type { Db } from '@innerweather/db/client';
import type { TTimelinePoint } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Clock } from './clock.ts';
import { userTimeZone } from './journal-time.ts';

export interface TimelineServiceDeps {
  db: Db;
  clock: Clock;
}

export function createTimelineService({ db, clock }: TimelineServiceDeps) {
  return {
    /**
     * One point per local day (user's time zone) with analysed entries among the last `days` days, today included,
     * oldest first: the day's average of each emotion score, 0..100.
     */
    async get(userId: string, days: number): Promise<TTimelinePoint[]> {
      const now = clock.now().toISOString();
      const tz = await userTimeZone(db, userId);
      const { rows } = await sql<TTimelinePoint>`
        with scored as (
          select (e.created_at at time zone ${tz})::date as day,
            a.joy, a.calm, a.anxiety, a.sadness, a.anger
          from entries e join entry_analyses a on a.entry_id = e.id
          where e.user_id = ${userId}
            and e.created_at >= ((${now}::timestamptz at time zone ${tz})::date - (${days}::int - 1))::timestamp at time zone ${tz}
            and e.created_at < ((${now}::timestamptz at time zone ${tz})::date + 1)::timestamp at time zone ${tz}
        )
        -- Averages in double precision; only the day's result goes through numeric, so halves round up.
        select to_char(day, 'YYYY-MM-DD') as date,
          round((avg(joy) * 100)::numeric)::int as avg_joy,
          round((avg(calm) * 100)::numeric)::int as avg_calm,
          round((avg(anxiety) * 100)::numeric)::int as avg_anxiety,
          round((avg(sadness) * 100)::numeric)::int as avg_sadness,
          round((avg(anger) * 100)::numeric)::int as avg_anger
        from scored
        group by day
        order by day
      `.execute(db);
      return rows;
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
