import type { Db } from '@innerweather/db/client';
import type { TTimelinePoint } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Clock } from './clock.ts';
import { userCalendar } from './journal-time.ts';

export interface TimelineServiceDeps {
  db: Db;
  clock: Clock;
}

/** A day's averages as Postgres sends them: `[date, joy, calm, anxiety, sadness, anger]`. */
type DayAverages = [string, number, number, number, number, number];

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
      // The days travel as one JSON array (float8 written in its shortest exact form, so JSON.parse reads back the
      // same doubles): parsing 365 rows of six columns cost the API more than everything else in the call.
      const { rows } = await sql<{ days: DayAverages[] | null }>`
        select json_agg(json_build_array(
          to_char(d.local_day, 'YYYY-MM-DD'),
          d.joy_sum / d.analysed_count * 100,
          d.calm_sum / d.analysed_count * 100,
          d.anxiety_sum / d.analysed_count * 100,
          d.sadness_sum / d.analysed_count * 100,
          d.anger_sum / d.analysed_count * 100
        ) order by d.local_day) as days
        from ${userCalendar(userId, clock.now())} as c
        join journal_days d on d.user_id = ${userId}
          and d.local_day > c.today - ${days}::int and d.local_day <= c.today
        where d.analysed_count > 0
      `.execute(db);
      return (rows[0]?.days ?? []).map(([date, joy, calm, anxiety, sadness, anger]) => ({
        date,
        avgJoy: roundedPercent(joy),
        avgCalm: roundedPercent(calm),
        avgAnxiety: roundedPercent(anxiety),
        avgSadness: roundedPercent(sadness),
        avgAnger: roundedPercent(anger),
      }));
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
