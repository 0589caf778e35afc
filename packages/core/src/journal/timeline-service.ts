import type { Db } from '@innerweather/db/client';
import { compiledQuery } from '@innerweather/db/compiled-query';
import type { TTimelinePoint } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';

export interface TimelineServiceDeps {
  db: Db;
  clock: Clock;
}

export function createTimelineService({ db, clock }: TimelineServiceDeps) {
  // The user's local date at `nowIso`, for the bounds of the days read.
  const today = (userId: string, nowIso: string) =>
    sql<string>`(select (${nowIso}::timestamptz at time zone time_zone)::date from users where id = ${userId})`;
  // Each day carries its point as the JSON the API answers (journal_days.timeline_point, migration 0024, null for
  // a day without analyses, which string_agg skips), and the primary key carries it too: the days come from the
  // index alone, in key order (the user's days by date), and are joined in the order they come, with no sort.
  // The bounds are scalar subqueries rather than a join with users: after a join the planner no longer knows the
  // rows are in date order, and sorted them again. Compiled once.
  const timelineText = compiledQuery(
    db,
    (userId: string, nowIso: string, days: number) => sql<{ points: string | null }>`
      select string_agg(x.timeline_point, ',') as points
      from (
        select d.timeline_point
        from journal_days d
        where d.user_id = ${userId}
          and d.local_day > ${today(userId, nowIso)} - ${days}::int
          and d.local_day <= ${today(userId, nowIso)}
        order by d.local_day
      ) as x
    `,
  );
  /**
   * The JSON text of the points of the last `days` days (as TTimelinePoint[]): written by Postgres, so the REST
   * answer passes it on as it is.
   */
  async function json(userId: string, days: number): Promise<string> {
    const [row] = await timelineText(db, userId, clock.now().toISOString(), days);
    return `[${row?.points ?? ''}]`;
  }
  return {
    json,
    /**
     * One point per local day (user's time zone) with entries analysed or given an own mood (that emotion at 100%)
     * among the last `days` days, today included,
     * oldest first: the day's average of each emotion score, 0..100, from the per-day sums of journal_days.
     */
    async get(userId: string, days: number): Promise<TTimelinePoint[]> {
      return JSON.parse(await json(userId, days)) as TTimelinePoint[];
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
