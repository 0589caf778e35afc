import type { Db } from '@innerweather/db/client';
import type { TNotAboutMeMonth } from '@innerweather/validators/admin';
import { sql } from 'kysely';

const MONTHS = 12;

/**
 * How many crisis cards were answered "This isn't about me right now" in each of the last 12 months (UTC), oldest
 * first, months without answers as 0: numbers only, never a text or a user.
 */
export async function notAboutMeCounts(db: Db, now: Date): Promise<TNotAboutMeMonth[]> {
  const months = Array.from({ length: MONTHS }, (_, i) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1 - i), 1));
    return start.toISOString().slice(0, 7);
  });
  const since = new Date(`${months[0]}-01T00:00:00.000Z`);
  const { rows } = await sql<{ month: string; count: number | string }>`
    select to_char(not_about_me_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as count
    from guidance where not_about_me_at >= ${since}
    group by 1`.execute(db);
  const counted = new Map(rows.map((row) => [row.month, Number(row.count)]));
  return months.map((month) => ({ month, count: counted.get(month) ?? 0 }));
}
