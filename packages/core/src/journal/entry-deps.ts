import type { Db } from '@innerweather/db/client';
import type { TEmotion, TEntry, TEntryCategory, TPrivacyLevel } from '@innerweather/validators/journal';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { notFound } from '../shared/errors.ts';
import { isUuid } from '../shared/ids.ts';
import type { JobDispatcher } from '../shared/job-dispatcher.ts';
import type { Logger } from '../shared/logger.ts';
import { selectEntries, toEntry } from './journal-entries.ts';

/** What every use case of the journal's entries is given (services.ts wires it once). */
export interface EntriesServiceDeps {
  db: Db;
  encryptor: Encryptor;
  clock: Clock;
  jobs: JobDispatcher;
  logger: Pick<Logger, 'warn'>;
  /** Entries a non-pro user may write per calendar month (in their time zone); 0 means no limit. */
  freeEntriesPerMonth: number;
}

export interface NewEntry {
  content: string;
  category?: TEntryCategory | undefined;
  privacyLevel?: TPrivacyLevel | undefined;
  /** YYYY-MM-DD, today or earlier in the user's time zone (checked here: the zone is the user's). */
  entryDate?: string | undefined;
  tags?: string[] | undefined;
  mood?: TEmotion | undefined;
}

/** What PATCH /api/entries/{id} may change; `null` clears the category or the user's own mood. */
export interface EntryChanges {
  content?: string | undefined;
  category?: TEntryCategory | null | undefined;
  privacyLevel?: TPrivacyLevel | undefined;
  entryDate?: string | undefined;
  tags?: string[] | undefined;
  mood?: TEmotion | null | undefined;
}

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** One of the user's entries (another user's id, or no such entry: 404). */
export async function readEntry(
  { db, encryptor }: Pick<EntriesServiceDeps, 'db' | 'encryptor'>,
  userId: string,
  entryId: string,
): Promise<TEntry> {
  if (!isUuid(entryId)) throw notFound('Entry');
  const row = await selectEntries(db)
    .where('e.id', '=', entryId)
    .where('e.userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Entry');
  return toEntry(row, encryptor);
}

/**
 * Asks for the crisis screen of a saved entry; crisis.screen queues the emotion analysis once it has screened, so the
 * text is decrypted and screened once. A queue outage only delays both (the pending-entry sweeper re-enqueues).
 */
export async function requestAnalysis(
  { jobs, logger }: Pick<EntriesServiceDeps, 'jobs' | 'logger'>,
  entryId: string,
  requestId: string | undefined,
) {
  await jobs.dispatch('crisis.screen', { entryId }, requestId).catch((err: unknown) => {
    logger.warn(
      { err, entryId, job: 'crisis.screen', requestId },
      'could not enqueue job; the pending-entry sweeper will retry',
    );
  });
}
