import type { Db } from '@innerweather/db/client';
import type { TTimelinePoint } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Clock } from './clock.ts';
import { userCalendar } from './journal-time.ts';

export interface TimelineServiceDeps {
  db: Db;
  clock: Clock;
}

interface DayAverages {
  date: string;
  joy: number;
  calm: number;
  anxiety: number;
  sadness: number;
  anger: number;
}

/**
 * An average score × 100 as a whole number, exactly as Postgres rounds `(x)::numeric`: the cast keeps 15 significant
 * digits, so float noise just under a half (2.4999999999999996) still rounds up, and halves round up. Away from a
 * half those 15 digits cannot change the result, and the cheap Math.round decides (Postgres spent more on these casts
 * than on the rest of the query).
 */
export function roundedPercent(value: number): number {
  if (Math.abs(value - Math.floor(value) - 0.5) > 1e-9) return Math.round(value);
  return Math.round(Number(value.toPrecision(15)));
}

export function createTimelineService({ db, clock }: TimelineServiceDeps) {
  return {
    /**
     * One point per local day (user's time zone) with analysed entries among the last `days` days, today included,
     * oldest first: the day's average of each emotion score, 0..100, from the per-day sums of journal_days.
     */
    async get(userId: string, days: number): Promise<TTimelinePoint[]> {
      // sum / count * 100 in double precision: the very operations avg(score) * 100 performs over the day's entries.
      const { rows } = await sql<DayAverages>`
        select to_char(d.local_day, 'YYYY-MM-DD') as date,
          d.joy_sum / d.analysed_count * 100 as joy,
          d.calm_sum / d.analysed_count * 100 as calm,
          d.anxiety_sum / d.analysed_count * 100 as anxiety,
          d.sadness_sum / d.analysed_count * 100 as sadness,
          d.anger_sum / d.analysed_count * 100 as anger
        from ${userCalendar(userId, clock.now())} as c
        join journal_days d on d.user_id = ${userId}
          and d.local_day > c.today - ${days}::int and d.local_day <= c.today
        where d.analysed_count > 0
        order by d.local_day
      `.execute(db);
      return rows.map((day) => ({
        date: day.date,
        avgJoy: roundedPercent(day.joy),
        avgCalm: roundedPercent(day.calm),
        avgAnxiety: roundedPercent(day.anxiety),
        avgSadness: roundedPercent(day.sadness),
        avgAnger: roundedPercent(day.anger),
      }));
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
