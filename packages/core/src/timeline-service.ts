import type { Db } from '@innerweather/db/client';
import type { TTimelinePoint } from '@innerweather/validators/journal';
import { type RawBuilder, sql } from 'kysely';
import type { Clock } from './clock.ts';
import { userCalendar } from './journal-time.ts';

export interface TimelineServiceDeps {
  db: Db;
  clock: Clock;
}

/** A day as Postgres sends it: `[date, joy, calm, anxiety, sadness, anger]`, averages already rounded. */
type TimelineDay = [string, number, number, number, number, number];

/**
 * A float8 expression ≥ 0 rounded to an integer exactly as `round(x::numeric)`: the cast keeps 15 significant
 * digits, so float noise just under a half (2.4999999999999996) still rounds up, and halves round up. Away from a
 * half those 15 digits cannot change the result and plain float arithmetic decides; only near a half does it pay for
 * the numeric cast (casting every value cost Postgres more than the rest of the query).
 */
export function roundedPercent(value: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`(case when abs(${value} - floor(${value}) - 0.5) > 1e-9 then floor(${value} + 0.5)
    else round((${value})::numeric) end)::int`;
}

export function createTimelineService({ db, clock }: TimelineServiceDeps) {
  return {
    /**
     * One point per local day (user's time zone) with analysed entries among the last `days` days, today included,
     * oldest first: the day's average of each emotion score, 0..100, from the per-day sums of journal_days.
     */
    async get(userId: string, days: number): Promise<TTimelinePoint[]> {
      // sum / count * 100 in double precision: the very operations avg(score) * 100 performs over the day's entries.
      const average = (column: string) => sql<number>`d.${sql.ref(column)} / d.analysed_count * 100`;
      // The days travel as one JSON array of small integers: 365 rows of six columns, parsed one by one, cost the API
      // more than everything else in the call.
      const { rows } = await sql<{ days: TimelineDay[] | null }>`
        select json_agg(json_build_array(
          to_char(d.local_day, 'YYYY-MM-DD'),
          ${roundedPercent(average('joy_sum'))},
          ${roundedPercent(average('calm_sum'))},
          ${roundedPercent(average('anxiety_sum'))},
          ${roundedPercent(average('sadness_sum'))},
          ${roundedPercent(average('anger_sum'))}
        ) order by d.local_day) as days
        from ${userCalendar(userId, clock.now())} as c
        join journal_days d on d.user_id = ${userId}
          and d.local_day > c.today - ${days}::int and d.local_day <= c.today
        where d.analysed_count > 0
      `.execute(db);
      return (rows[0]?.days ?? []).map(([date, avgJoy, avgCalm, avgAnxiety, avgSadness, avgAnger]) => ({
        date,
        avgJoy,
        avgCalm,
        avgAnxiety,
        avgSadness,
        avgAnger,
      }));
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
