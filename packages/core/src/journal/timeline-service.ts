import type { Db } from '@innerweather/db/client';
import { compiledQuery } from '@innerweather/db/compiled-query';
import type { TTimelinePoint } from '@innerweather/validators/journal';
import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';
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
  // sum / count * 100 in double precision: the very operations avg(score) * 100 performs over the day's entries.
  const average = (column: string) => sql<number>`d.${sql.ref(column)} / d.analysed_count * 100`;
  const rounded = (column: string) => roundedPercent(sql<number>`x.${sql.ref(column)}`);
  // The days travel as the text of one JSON array of small integers, written with string_agg: 365 rows of six
  // columns, parsed one by one, cost the API more than everything else in the call, and json_agg with
  // json_build_array cost Postgres 0.74 ms against 0.50 for the same text concatenated. A date's text is
  // YYYY-MM-DD (the ISO DateStyle node-postgres relies on for every date and timestamp). Each average is computed
  // once in a subquery that `offset 0` keeps from being merged into the outer one (merged, each rounding evaluated
  // its average three times: 0.50 against 0.39 ms for a year). Compiled once.
  const timelineDays = compiledQuery(
    db,
    (userId: string, nowIso: string, days: number) => sql<{ days: string | null }>`
      select '[' || string_agg(concat(
        '["', x.local_day, '",',
        ${rounded('joy')}, ',', ${rounded('calm')}, ',', ${rounded('anxiety')}, ',',
        ${rounded('sadness')}, ',', ${rounded('anger')}, ']'
      ), ',' order by x.local_day) || ']' as days
      from (
        select d.local_day, ${average('joy_sum')} as joy, ${average('calm_sum')} as calm,
          ${average('anxiety_sum')} as anxiety, ${average('sadness_sum')} as sadness,
          ${average('anger_sum')} as anger
        from ${userCalendar(userId, nowIso)} as c
        join journal_days d on d.user_id = ${userId}
          and d.local_day > c.today - ${days}::int and d.local_day <= c.today
        where d.analysed_count > 0
        offset 0
      ) as x
    `,
  );
  return {
    /**
     * One point per local day (user's time zone) with analysed entries among the last `days` days, today included,
     * oldest first: the day's average of each emotion score, 0..100, from the per-day sums of journal_days.
     */
    async get(userId: string, days: number): Promise<TTimelinePoint[]> {
      const [row] = await timelineDays(db, userId, clock.now().toISOString(), days);
      const text = row?.days;
      if (!text) return [];
      return (JSON.parse(text) as TimelineDay[]).map(
        ([date, avgJoy, avgCalm, avgAnxiety, avgSadness, avgAnger]) => ({
          date,
          avgJoy,
          avgCalm,
          avgAnxiety,
          avgSadness,
          avgAnger,
        }),
      );
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
