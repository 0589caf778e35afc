import type { Db } from '@innerweather/db/client';
import type { TPreferences } from '@innerweather/validators/auth';
import { sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import type { JobScheduler } from '../shared/job-dispatcher.ts';
import type { Logger } from '../shared/logger.ts';
import type { StatsService } from '../journal/stats-service.ts';
import type { MailOutbox } from './mail-outbox.ts';

/** What every notification use case is given (services.ts wires it once). */
export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  /** Where every message is committed before it is sent. */
  outbox: MailOutbox;
  encryptor: Encryptor;
  stats: StatsService;
  logger: Logger;
  appUrl: string;
  /** Where the per-user schedules live; none (CLIs, pure tests) when absent. */
  scheduler?: JobScheduler | undefined;
}

export const DEFAULT_PREFERENCES: TPreferences = {
  dailyJournalReminder: true,
  weeklyProgressSummary: true,
  moodPatternAlerts: true,
  reminderHour: 20,
};

/** The user a notification goes to, with their switches (the defaults where they never saved any). */
export interface Recipient extends TPreferences {
  id: string;
  email: string;
  firstName: string | null;
  timeZone: string;
}

/** Users with their switches, as every notification reads them. */
function selectRecipients(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('preferences as p', 'p.userId', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.firstName',
      'u.timeZone',
      'p.dailyJournalReminder',
      'p.weeklyProgressSummary',
      'p.moodPatternAlerts',
      'p.reminderHour',
    ]);
}

type RecipientRow = Awaited<ReturnType<ReturnType<typeof selectRecipients>['executeTakeFirstOrThrow']>>;

function toRecipient(row: RecipientRow): Recipient {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    timeZone: row.timeZone,
    dailyJournalReminder: row.dailyJournalReminder ?? DEFAULT_PREFERENCES.dailyJournalReminder,
    weeklyProgressSummary: row.weeklyProgressSummary ?? DEFAULT_PREFERENCES.weeklyProgressSummary,
    moodPatternAlerts: row.moodPatternAlerts ?? DEFAULT_PREFERENCES.moodPatternAlerts,
    reminderHour: row.reminderHour ?? DEFAULT_PREFERENCES.reminderHour,
  };
}

export async function findRecipient(db: Db, userId: string): Promise<Recipient | null> {
  const row = await selectRecipients(db).where('u.id', '=', userId).executeTakeFirst();
  return row ? toRecipient(row) : null;
}

/** A page of users in id order, after `after`, for the start-up sync of every schedule. */
export async function recipientsAfter(db: Db, after: string, limit: number): Promise<Recipient[]> {
  const rows = await selectRecipients(db).where('u.id', '>', after).orderBy('u.id').limit(limit).execute();
  return rows.map(toRecipient);
}

/** How many entries the user wrote between two local dates (inclusive) in their zone. */
export async function entriesBetween(db: Db, userId: string, timeZone: string, from: string, to: string) {
  const row = await db
    .selectFrom('entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where(sql<string>`(created_at at time zone ${timeZone})::date`, '>=', sql<string>`${from}::date`)
    .where(sql<string>`(created_at at time zone ${timeZone})::date`, '<=', sql<string>`${to}::date`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The calendar date and clock of an instant in a zone: "2026-11-24", hour 20, weekday 0 (Sunday) to 6. */
export function localCalendar(at: Date, timeZone: string): { date: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}
