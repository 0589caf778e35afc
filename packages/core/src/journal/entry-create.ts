import type { Db } from '@innerweather/db/client';
import type { EntryRow } from '@innerweather/db/schema';
import { compiledQuery } from '@innerweather/db/compiled-query';
import { entryLimitMessage } from '@innerweather/validators/errors';
import {
  ENTRY_DATE_FUTURE_MESSAGE,
  type TEmotion,
  type TEntry,
  type TEntryCategory,
  type TPrivacyLevel,
} from '@innerweather/validators/journal';
import { sql } from 'kysely';
import { badRequest, conflict, limitReached, notFound, unauthorized } from '../shared/errors.ts';
import { type EntriesServiceDeps, localDate, type NewEntry, requestAnalysis } from './entry-deps.ts';
import { NO_ANALYSIS, selectEntries, toEntry } from './journal-entries.ts';
import { sealEntryBody } from './entry-body.ts';

/** What a client may send as Idempotency-Key: up to 200 visible ASCII characters (a UUID, typically). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 200 visible ASCII characters';
export const IDEMPOTENCY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another entry';
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Writing a new entry, within the free plan's monthly allowance, once per Idempotency-Key. */
export function createEntryWriting(deps: EntriesServiceDeps) {
  const { db, encryptor, clock, freeEntriesPerMonth } = deps;

  type NewEntryRow = Pick<
    EntryRow,
    | 'id'
    | 'contentEnc'
    | 'category'
    | 'privacyLevel'
    | 'createdAt'
    | 'analysisStatus'
    | 'mood'
    | 'tagsEnc'
    | 'editedAt'
  >;

  // A save's plan check and insert: compiled once.
  const readPlanForUpdate = compiledQuery(db, (userId: string) =>
    db.selectFrom('users').select(['subscriptionStatus', 'timeZone']).where('id', '=', userId).forUpdate(),
  );
  // Who saves without counting: a pro user, or anyone when this instance has no free limit (in SQL, and for a plan
  // already read).
  const unlimitedPlan =
    freeEntriesPerMonth === 0 ? sql<boolean>`true` : sql<boolean>`subscription_status = 'pro'`;
  const isUnlimited = (subscriptionStatus: string) =>
    freeEntriesPerMonth === 0 || subscriptionStatus === 'pro';
  /**
   * The one insert of a new entry. It writes the row only if the user exists and either may save without counting
   * (a pro user, or no free limit on this instance) or `counted` says the caller has just counted this month's
   * entries under the user's row lock. So an unlimited save without an Idempotency-Key is this statement alone: no
   * transaction, no lock, one round trip; for anyone else it writes nothing and the save takes the counted path.
   */
  const insertEntry = compiledQuery(
    db,
    (
      userId: string,
      contentEnc: string,
      category: TEntryCategory | null,
      privacyLevel: TPrivacyLevel,
      createdAt: string,
      counted: boolean,
      entryDate: string | null,
      mood: TEmotion | null,
      tagsEnc: string | null,
    ) =>
      // A chosen date keeps the local time of day of the save, so entries of one day stay in the order written.
      // A date after the user's today writes nothing (the counted path then answers 400).
      sql<NewEntryRow>`insert into entries
          (user_id, content_enc, category, privacy_level, created_at, written_at, mood, tags_enc)
        select id, ${contentEnc}, ${category}, ${privacyLevel},
          case when ${entryDate}::date is null then ${createdAt}::timestamptz
            else (${entryDate}::date + (${createdAt}::timestamptz at time zone time_zone)::time) at time zone time_zone
          end,
          ${createdAt}::timestamptz, ${mood}, ${tagsEnc}
        from users
        where id = ${userId} and (${counted}::boolean or ${unlimitedPlan})
          and (${entryDate}::date is null
            or ${entryDate}::date <= (${createdAt}::timestamptz at time zone time_zone)::date)
        returning id, content_enc, category, privacy_level, created_at, analysis_status, mood, tags_enc, edited_at`,
  );

  /** Entries the user wrote this calendar month in their time zone (when written, whatever date they carry). */
  async function entriesThisMonth(trx: Db, userId: string, timeZone: string, now: Date): Promise<number> {
    const localNow = sql`${now.toISOString()}::timestamptz at time zone ${timeZone}`;
    const monthStart = sql<Date>`date_trunc('month', ${localNow}) at time zone ${timeZone}`;
    const nextMonthStart = sql<Date>`(date_trunc('month', ${localNow}) + interval '1 month') at time zone ${timeZone}`;
    const { count } = await trx
      .selectFrom('entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      // Imported history never counts toward the free plan's month.
      .where('source', 'is', null)
      .where('writtenAt', '>=', monthStart)
      .where('writtenAt', '<', nextMonthStart)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  return {
    /**
     * This month's allowance as the New Journal Entry dialog shows it: `limit` null for a pro user or an instance
     * without a free limit.
     */
    async allowance(userId: string): Promise<{ limit: number | null; used: number; left: number | null }> {
      const user = await db
        .selectFrom('users')
        .select(['subscriptionStatus', 'timeZone'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw unauthorized();
      if (isUnlimited(user.subscriptionStatus)) return { limit: null, used: 0, left: null };
      const used = await entriesThisMonth(db, userId, user.timeZone, clock.now());
      return { limit: freeEntriesPerMonth, used, left: Math.max(0, freeEntriesPerMonth - used) };
    },

    /**
     * Saves an entry, then asks for the crisis screen and the emotion analysis; the entry comes back pending.
     * An unlimited save without a key is one INSERT. For a free user the monthly count and the insert share one
     * transaction holding the user's row lock, so concurrent requests cannot pass the allowance together. With an
     * idempotency key (the Idempotency-Key header), the same key within 24 hours answers with the entry it first
     * created instead of saving a second one: a save retried after a lost answer is not duplicated; the row lock
     * makes two concurrent requests with one key save once.
     */
    async create(
      userId: string,
      input: NewEntry,
      {
        idempotencyKey,
        requestId,
      }: { idempotencyKey?: string | null | undefined; requestId?: string | undefined } = {},
    ): Promise<TEntry> {
      const key = idempotencyKey ?? null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw badRequest(IDEMPOTENCY_KEY_MESSAGE);
      const now = clock.now();
      // Text and tags sealed as one value under the user's key (entry-body.ts); the analysis adds its insights.
      const body = { text: input.content, tags: input.tags ?? [], insights: null, keywords: null };
      const contentEnc = sealEntryBody(encryptor, userId, body);
      const tagsEnc = null;
      const insert = (runner: Db, counted: boolean) =>
        insertEntry(
          runner,
          userId,
          contentEnc,
          input.category ?? null,
          input.privacyLevel ?? 'private',
          now.toISOString(),
          counted,
          input.entryDate ?? null,
          input.mood ?? null,
          tagsEnc,
        );
      const [unlimited] = key === null ? await insert(db, false) : [];
      const saved = unlimited
        ? { replayOf: null, row: unlimited }
        : await db.transaction().execute(async (trx) => {
            // The user's row is locked: a second save of the same user waits here until this one commits, so
            // concurrent saves cannot pass the allowance together nor use one key twice.
            const [user] = await readPlanForUpdate(trx, userId);
            if (!user) throw unauthorized();
            if (input.entryDate !== undefined && input.entryDate > localDate(now, user.timeZone))
              throw badRequest(ENTRY_DATE_FUTURE_MESSAGE);
            if (key !== null) {
              const earlier = await trx
                .selectFrom('entryIdempotencyKeys')
                .select('entryId')
                .where('userId', '=', userId)
                .where('key', '=', key)
                .where('createdAt', '>', new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS))
                .executeTakeFirst();
              if (earlier) return { replayOf: earlier.entryId, row: null };
            }
            if (!isUnlimited(user.subscriptionStatus)) {
              const count = await entriesThisMonth(trx, userId, user.timeZone, now);
              if (count >= freeEntriesPerMonth) throw limitReached(entryLimitMessage(freeEntriesPerMonth));
            }
            const [row] = await insert(trx, true);
            if (!row) throw new Error('the entry was not saved');
            if (key !== null) {
              // A key older than the window may be used again: its old row makes way.
              await trx
                .deleteFrom('entryIdempotencyKeys')
                .where('userId', '=', userId)
                .where('key', '=', key)
                .execute();
              await trx
                .insertInto('entryIdempotencyKeys')
                .values({ userId, key, entryId: row.id, createdAt: now })
                .execute();
            }
            return { replayOf: null, row };
          });

      if (saved.replayOf !== null) {
        const first = await selectEntries(db)
          .where('e.id', '=', saved.replayOf)
          .where('e.userId', '=', userId)
          .executeTakeFirst();
        if (!first) throw notFound('Entry');
        const entry = toEntry(first, encryptor);
        // One key, one entry: a different text under a used key is a client mistake, not a retry.
        if (entry.content !== input.content.trim()) throw conflict(IDEMPOTENCY_REUSED_MESSAGE);
        return entry;
      }
      const row = saved.row;

      // The entry is safe in the database; a queue outage only delays analysis (the sweeper re-enqueues it).
      await requestAnalysis(deps, row.id, requestId);

      return toEntry({ ...row, ...NO_ANALYSIS }, encryptor, body);
    },
  };
}
