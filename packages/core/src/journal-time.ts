import type { Db } from '@innerweather/db/client';

/**
 * The user's IANA time zone, read before the journal's calendar queries so that they get it as a plain parameter:
 * Postgres then plans them with real row estimates (a sub-select would hide the bounds from the planner).
 */
export async function userTimeZone(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirst();
  return row?.timeZone ?? 'UTC';
}
