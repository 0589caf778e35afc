import { type RawBuilder, sql } from 'kysely';

/**
 * The user's calendar at `nowIso` (an ISO timestamp) as a one-row subquery: their zone, local time and local date (`today`). The journal's
 * figures read it in their own statement, so the zone costs no round trip of its own; they filter `journal_days`
 * on the local day, whose primary key takes the bounds whatever the planner estimates.
 */
export function userCalendar(userId: string, nowIso: string): RawBuilder<unknown> {
  return sql`(
    select zone, local_now, local_now::date as today
    from (
      select time_zone as zone, ${nowIso}::timestamptz at time zone time_zone as local_now
      from users where id = ${userId}
    ) as n
  )`;
}
