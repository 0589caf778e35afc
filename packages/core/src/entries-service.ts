import type { Db } from '@innerweather/db/client';
import { entryLimitMessage } from '@innerweather/validators/errors';
import type { TEntry, TEntryCategory, TEntryPage, TPrivacyLevel } from '@innerweather/validators/journal';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { allFulfilled, createBatcher } from './batcher.ts';
import type { Clock } from './clock.ts';
import type { Encryptor } from './encryption.ts';
import { limitReached, notFound, unauthorized } from './errors.ts';
import type { JobDispatcher } from './job-dispatcher.ts';
import { type EntryWithAnalysisRow, isUuid, selectEntries, toEntry } from './journal-entries.ts';

export interface EntriesServiceDeps {
  db: Db;
  encryptor: Encryptor;
  clock: Clock;
  jobs: JobDispatcher;
  logger: { warn: (obj: unknown, msg?: string) => void };
  /** Entries a non-pro user may write per calendar month (in their time zone); 0 means no limit. */
  freeEntriesPerMonth: number;
}

export interface NewEntry {
  content: string;
  category?: TEntryCategory | undefined;
  privacyLevel?: TPrivacyLevel | undefined;
}

export interface EntryListOptions {
  search?: string | undefined;
  limit: number;
  offset: number;
}

export interface EntryPageOptions {
  page: number;
  pageSize: number;
  search?: string | undefined;
}

/** How many encrypted entries a search decrypts per round trip. */
const SEARCH_BATCH = 1000;

type EntryRow = Pick<
  EntryWithAnalysisRow,
  'id' | 'contentEnc' | 'category' | 'privacyLevel' | 'createdAt' | 'analysisStatus'
>;

interface UnlimitedInsert {
  id: string;
  userId: string;
  contentEnc: string;
  category: string | null;
  privacyLevel: string;
  createdAt: string;
}

export function createEntriesService(deps: EntriesServiceDeps) {
  const { db, encryptor, clock, jobs, logger, freeEntriesPerMonth } = deps;

  /**
   * Entries of users who write without a monthly count (pro users, or everyone when the allowance is 0), saved
   * together: one statement inserts the entries of every such user in the batch, and nothing for the others, who
   * take the counted path. The answer is undefined for those.
   */
  async function insertUnlimited(items: UnlimitedInsert[]): Promise<Array<EntryRow | undefined>> {
    const column = <K extends keyof UnlimitedInsert>(key: K) => items.map((item) => item[key]);
    const { rows } = await sql<EntryRow>`
      insert into entries (id, user_id, content_enc, category, privacy_level, created_at)
      select v.id, v.user_id, v.content_enc, v.category, v.privacy_level, v.created_at
      from unnest(${column('id')}::uuid[], ${column('userId')}::uuid[], ${column('contentEnc')}::text[],
        ${column('category')}::text[], ${column('privacyLevel')}::text[], ${column('createdAt')}::timestamptz[])
        as v (id, user_id, content_enc, category, privacy_level, created_at)
      join users u on u.id = v.user_id
      ${freeEntriesPerMonth > 0 ? sql`where u.subscription_status = 'pro'` : sql``}
      returning id, content_enc, category, privacy_level, created_at, analysis_status`.execute(db);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return items.map((item) => byId.get(item.id));
  }

  const unlimitedInserts = createBatcher<UnlimitedInsert, EntryRow | undefined>({
    maxBatch: 500,
    maxConcurrent: 4,
    async flush(items) {
      try {
        return allFulfilled(await insertUnlimited(items));
      } catch (err) {
        if (items.length === 1) throw err;
        // One entry's trouble (its user deleted while saving) must not fail the others: each is tried alone.
        return Promise.allSettled(items.map(async (item) => (await insertUnlimited([item]))[0]));
      }
    },
  });

  /**
   * Entry text is encrypted, so a search cannot run in SQL: the user's entries are read newest first in batches,
   * decrypted and matched (case-insensitive substring of content or category). Only the matches in the wanted
   * window are kept; with `count` every entry is read so the total is known, otherwise the scan ends with the window.
   */
  async function search(
    userId: string,
    needle: string,
    window: { offset: number; limit: number; count: boolean },
  ) {
    const wanted = needle.toLowerCase();
    const end = window.offset + window.limit;
    const inWindow: Array<{ id: string; content: string }> = [];
    const seen = new Set<string>();
    let total = 0;
    for (let offset = 0; ; offset += SEARCH_BATCH) {
      const rows = await db
        .selectFrom('entries')
        .select(['id', 'contentEnc', 'category'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(SEARCH_BATCH)
        .offset(offset)
        .execute();
      for (const row of rows) {
        // An entry written while we scan shifts the offsets by one; never count a row twice.
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        const content = encryptor.decrypt(row.contentEnc);
        if (!row.category?.includes(wanted) && !content.toLowerCase().includes(wanted)) continue;
        if (total >= window.offset && total < end) inWindow.push({ id: row.id, content });
        total += 1;
        if (!window.count && total >= end) return { inWindow, total };
      }
      if (rows.length < SEARCH_BATCH) return { inWindow, total };
    }
  }

  /** The full entries of a page of search matches, in the matches' order, without decrypting their text again. */
  async function loadMatches(
    userId: string,
    matches: Array<{ id: string; content: string }>,
  ): Promise<TEntry[]> {
    if (matches.length === 0) return [];
    const rows = await selectEntries(db)
      .where('e.userId', '=', userId)
      .where(
        'e.id',
        'in',
        matches.map((m) => m.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return matches.flatMap((m) => {
      const row = byId.get(m.id);
      return row ? [toEntry(row, encryptor, m.content)] : [];
    });
  }

  async function newestFirst(userId: string, limit: number, offset: number): Promise<TEntry[]> {
    const rows = await selectEntries(db)
      .where('e.userId', '=', userId)
      .orderBy('e.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => toEntry(row, encryptor));
  }

  return {
    /**
     * Saves the entry, then asks for the crisis screen and the emotion analysis; the entry comes back pending.
     * For a free user the monthly count and the insert share one transaction holding the user's row lock, so
     * concurrent requests cannot pass the allowance together.
     */
    async create(userId: string, input: NewEntry): Promise<TEntry> {
      const now = clock.now();
      const values = {
        userId,
        contentEnc: encryptor.encrypt(input.content),
        category: input.category ?? null,
        privacyLevel: input.privacyLevel ?? 'private',
        createdAt: now,
      };
      const returned = [
        'id',
        'contentEnc',
        'category',
        'privacyLevel',
        'createdAt',
        'analysisStatus',
      ] as const;

      // Pro users (and every user when the allowance is 0) write without a count or a lock, batched with the
      // entries saved at the same moment.
      const unlimited = await unlimitedInserts.submit({
        id: randomUUID(),
        userId,
        contentEnc: values.contentEnc,
        category: values.category,
        privacyLevel: values.privacyLevel,
        createdAt: now.toISOString(),
      });
      if (!unlimited && freeEntriesPerMonth === 0) throw unauthorized();
      const row =
        unlimited ??
        (await db.transaction().execute(async (trx) => {
          // Locks the user's row: a second request of the same user waits here until this one commits.
          const user = await trx
            .selectFrom('users')
            .select(['subscriptionStatus', 'timeZone'])
            .where('id', '=', userId)
            .forUpdate()
            .executeTakeFirst();
          if (!user) throw unauthorized();
          if (user.subscriptionStatus !== 'pro') {
            const localNow = sql`${now.toISOString()}::timestamptz at time zone ${user.timeZone}`;
            const monthStart = sql<Date>`date_trunc('month', ${localNow}) at time zone ${user.timeZone}`;
            const nextMonthStart = sql<Date>`(date_trunc('month', ${localNow}) + interval '1 month') at time zone ${user.timeZone}`;
            const { count } = await trx
              .selectFrom('entries')
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .where('userId', '=', userId)
              .where('createdAt', '>=', monthStart)
              .where('createdAt', '<', nextMonthStart)
              .executeTakeFirstOrThrow();
            if (Number(count) >= freeEntriesPerMonth)
              throw limitReached(entryLimitMessage(freeEntriesPerMonth));
          }
          return trx.insertInto('entries').values(values).returning(returned).executeTakeFirstOrThrow();
        }));

      // The entry is safe in the database; a queue outage only delays analysis (the sweeper re-enqueues it).
      await Promise.all(
        (['crisis.screen', 'analysis.emotion'] as const).map((job) =>
          jobs.dispatch(job, { entryId: row.id }).catch((err: unknown) => {
            logger.warn(
              { err, entryId: row.id, job },
              'could not enqueue job; the pending-entry sweeper will retry',
            );
          }),
        ),
      );

      return toEntry(
        {
          ...row,
          joy: null,
          calm: null,
          anxiety: null,
          sadness: null,
          anger: null,
          dominantEmotion: null,
          confidence: null,
          detailsEnc: null,
          analyzer: null,
        },
        encryptor,
        input.content,
      );
    },

    /** The user's entries newest first (GET /api/entries). */
    async list(userId: string, { search: needle, limit, offset }: EntryListOptions): Promise<TEntry[]> {
      if (!needle) return newestFirst(userId, limit, offset);
      const { inWindow } = await search(userId, needle, { offset, limit, count: false });
      return loadMatches(userId, inWindow);
    },

    /** One page of the Entries screen with the total count, searched on the server. */
    async page(userId: string, { page, pageSize, search: needle }: EntryPageOptions): Promise<TEntryPage> {
      const offset = (page - 1) * pageSize;
      let entries: TEntry[];
      let total: number;
      if (needle) {
        const found = await search(userId, needle, { offset, limit: pageSize, count: true });
        total = found.total;
        entries = await loadMatches(userId, found.inWindow);
      } else {
        const [counted, rows] = await Promise.all([
          db
            .selectFrom('entries')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow(),
          newestFirst(userId, pageSize, offset),
        ]);
        total = Number(counted.count);
        entries = rows;
      }
      return { entries, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
    },

    /** Deletes one of the user's entries with its analysis and guidance (foreign keys cascade). */
    async delete(userId: string, entryId: string): Promise<void> {
      if (!isUuid(entryId)) throw notFound('Entry');
      const result = await db
        .deleteFrom('entries')
        .where('id', '=', entryId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('Entry');
    },
  };
}

export type EntriesService = ReturnType<typeof createEntriesService>;
