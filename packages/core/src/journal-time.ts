import { type RawBuilder, sql } from 'kysely';

/**
 * The user's calendar at `now` as a one-row subquery: their zone, local time and local date (`today`). The journal's
 * figures read it in their own statement, so the zone costs no round trip of its own; they filter `journal_days`
 * on the local day, whose primary key takes the bounds whatever the planner estimates.
 */
export function userCalendar(userId: string, now: Date): RawBuilder<unknown> {
  return sql`(
    select zone, local_now, local_now::date as today
    from (
      select time_zone as zone, ${now.toISOString()}::timestamptz at time zone time_zone as local_now
      from users where id = ${userId}
    ) as n
  )`;
}
