import type { Db } from '@innerweather/db/client';
import type { TTimelinePoint } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Clock } from './clock.ts';

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
      const { rows } = await sql<TTimelinePoint>`
        with local as (
          select time_zone as tz, (${now}::timestamptz at time zone time_zone)::date as today
          from users where id = ${userId}
        ), scored as (
          select (e.created_at at time zone (select tz from local))::date as day,
            a.joy, a.calm, a.anxiety, a.sadness, a.anger
          from entries e join entry_analyses a on a.entry_id = e.id
          where e.user_id = ${userId}
            and e.created_at >= ((select today from local) - (${days}::int - 1))::timestamp at time zone (select tz from local)
            and e.created_at < ((select today from local) + 1)::timestamp at time zone (select tz from local)
        )
        select to_char(day, 'YYYY-MM-DD') as date,
          round(avg(joy::numeric) * 100)::int as avg_joy,
          round(avg(calm::numeric) * 100)::int as avg_calm,
          round(avg(anxiety::numeric) * 100)::int as avg_anxiety,
          round(avg(sadness::numeric) * 100)::int as avg_sadness,
          round(avg(anger::numeric) * 100)::int as avg_anger
        from scored
        group by day
        order by day
      `.execute(db);
      return rows;
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
