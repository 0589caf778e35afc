import {
  CALENDAR_RANGE_MESSAGE,
  type TCalendarDay,
  type TEmotion,
  type TEntry,
} from '@innerweather/validators/journal';
import { sql } from 'kysely';
import { badRequest } from '../shared/errors.ts';
import type { EntriesServiceDeps } from './entry-deps.ts';
import { countedMood, selectEntries, toEntry } from './journal-entries.ts';
import { userCalendar } from './journal-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The journal by day: the calendar's days and moods, and "on this day" in earlier years. */
export function createEntryDays({ db, encryptor, clock }: EntriesServiceDeps) {
  return {
    /** Entries of earlier years written on today's month and day (the user's time zone), newest first. */
    async onThisDay(userId: string): Promise<TEntry[]> {
      const local = sql`(e.created_at at time zone c.zone)`;
      const rows = await selectEntries(db)
        .innerJoin(userCalendar(userId, clock.now().toISOString()).as('c'), (join) => join.onTrue())
        .where('e.userId', '=', userId)
        .where(
          sql<boolean>`extract(month from ${local}) = extract(month from c.today)
          and extract(day from ${local}) = extract(day from c.today)
          and ${local}::date < c.today`,
        )
        .orderBy('e.createdAt', 'desc')
        .limit(20)
        .execute();
      return rows.map((row) => toEntry(row, encryptor));
    },

    /** The entries of one local day of the user (the calendar's day opened), newest first. */
    async entriesOn(userId: string, date: string): Promise<TEntry[]> {
      const zone = sql`(select time_zone from users where id = ${userId})`;
      const rows = await selectEntries(db)
        .where('e.userId', '=', userId)
        .where('e.createdAt', '>=', sql<Date>`(${date}::date)::timestamp at time zone ${zone}`)
        .where('e.createdAt', '<', sql<Date>`(${date}::date + 1)::timestamp at time zone ${zone}`)
        .orderBy('e.createdAt', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
      return rows.map((row) => toEntry(row, encryptor));
    },

    /**
     * The user's local days from `from` to `to` (inclusive) that have entries: how many, and the mood most of them
     * carry (the user's own where chosen, else the analysis'; a tie goes to the latest entry's).
     */
    async calendar(userId: string, from: string, to: string): Promise<TCalendarDay[]> {
      const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
      if (!(span >= 0 && span < 366)) throw badRequest(CALENDAR_RANGE_MESSAGE);
      const rows = await db
        .selectFrom('entries as e')
        .innerJoin('users as u', 'u.id', 'e.userId')
        .leftJoin('entryAnalyses as a', 'a.entryId', 'e.id')
        .select([
          sql<string>`to_char(e.created_at at time zone u.time_zone, 'YYYY-MM-DD')`.as('date'),
          countedMood.as('mood'),
          'e.createdAt',
        ])
        .where('e.userId', '=', userId)
        .where(
          'e.createdAt',
          '>=',
          sql<Date>`(${from}::date)::timestamp at time zone (select time_zone from users where id = ${userId})`,
        )
        .where(
          'e.createdAt',
          '<',
          sql<Date>`(${to}::date + 1)::timestamp at time zone (select time_zone from users where id = ${userId})`,
        )
        .orderBy('e.createdAt')
        .execute();
      type Tally = { n: number; last: number };
      const days = new Map<string, { entries: number; counts: Map<TEmotion, Tally> }>();
      rows.forEach((row, i) => {
        const day = days.get(row.date) ?? { entries: 0, counts: new Map<TEmotion, Tally>() };
        day.entries += 1;
        if (row.mood) {
          const c = day.counts.get(row.mood) ?? { n: 0, last: 0 };
          day.counts.set(row.mood, { n: c.n + 1, last: i });
        }
        days.set(row.date, day);
      });
      return [...days].map(([date, day]) => {
        let mood: TEmotion | null = null;
        let best = { n: 0, last: -1 };
        for (const [emotion, c] of day.counts) {
          if (c.n > best.n || (c.n === best.n && c.last > best.last)) {
            mood = emotion;
            best = c;
          }
        }
        return { date, mood, entries: day.entries };
      });
    },
  };
}
