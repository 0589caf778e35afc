import type { Db } from '@innerweather/db/client';
import type { EntryRow } from '@innerweather/db/schema';
import { compiledQuery } from '@innerweather/db/compiled-query';
import { entryLimitMessage } from '@innerweather/validators/errors';
import {
  CALENDAR_RANGE_MESSAGE,
  ENTRY_DATE_FUTURE_MESSAGE,
  type TCalendarDay,
  type TEmotion,
  type TEntry,
  type TEntryCategory,
  type TEntryPage,
  type TEntryRevision,
  type TPrivacyLevel,
} from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { badRequest, conflict, limitReached, notFound, unauthorized } from '../shared/errors.ts';
import type { JobDispatcher } from '../shared/job-dispatcher.ts';
import { countedMood, NO_ANALYSIS, selectEntries, toEntry } from './journal-entries.ts';
import { type EntryBody, openEntryBody, sealEntryBody } from './entry-body.ts';
import { userCalendar } from './journal-time.ts';
import { isUuid } from '../shared/ids.ts';

/** What a client may send as Idempotency-Key: up to 200 visible ASCII characters (a UUID, typically). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 200 visible ASCII characters';
export const IDEMPOTENCY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another entry';
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

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

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EntryListOptions {
  search?: string | undefined;
  /** Keeps the entries carrying this tag (case-insensitive). */
  tag?: string | undefined;
  limit: number;
  offset: number;
}

export interface EntryPageOptions {
  page: number;
  pageSize: number;
  search?: string | undefined;
  tag?: string | undefined;
}

/** How many encrypted entries a search decrypts per round trip. */
const SEARCH_BATCH = 1000;

export function createEntriesService(deps: EntriesServiceDeps) {
  const { db, encryptor, clock, jobs, logger, freeEntriesPerMonth } = deps;

  /**
   * Entry text is encrypted, so a search cannot run in SQL: the user's entries are read newest first in batches,
   * decrypted and matched (case-insensitive substring of content or category). Only the matches in the wanted
   * window are kept; with `count` every entry is read so the total is known, otherwise the scan ends with the window.
   */
  async function search(
    userId: string,
    filter: { needle?: string | undefined; tag?: string | undefined },
    window: { offset: number; limit: number; count: boolean },
  ) {
    const wanted = filter.needle?.toLowerCase() ?? '';
    const tag = filter.tag?.toLowerCase();
    const end = window.offset + window.limit;
    const inWindow: Array<{ id: string; body: EntryBody }> = [];
    const seen = new Set<string>();
    let total = 0;
    for (let offset = 0; ; offset += SEARCH_BATCH) {
      const rows = await db
        .selectFrom('entries')
        .select(['id', 'contentEnc', 'category', 'tagsEnc'])
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
        const body = openEntryBody(encryptor, row);
        if (tag !== undefined && !body.tags.some((t) => t.toLowerCase() === tag)) continue;
        if (wanted && !row.category?.includes(wanted) && !body.text.toLowerCase().includes(wanted)) continue;
        if (total >= window.offset && total < end) inWindow.push({ id: row.id, body });
        total += 1;
        if (!window.count && total >= end) return { inWindow, total };
      }
      if (rows.length < SEARCH_BATCH) return { inWindow, total };
    }
  }

  /** The full entries of a page of search matches, in the matches' order, without opening them again. */
  async function loadMatches(
    userId: string,
    matches: Array<{ id: string; body: EntryBody }>,
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
      // A value of the old format holds the text alone: its insights are read beside it.
      return row ? [toEntry(row, encryptor, encryptor.isLegacy(row.contentEnc) ? undefined : m.body)] : [];
    });
  }

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
    ) =>
      // A chosen date keeps the local time of day of the save, so entries of one day stay in the order written.
      // A date after the user's today writes nothing (the counted path then answers 400).
      sql<NewEntryRow>`insert into entries
          (user_id, content_enc, category, privacy_level, created_at, written_at, mood)
        select id, ${contentEnc}, ${category}, ${privacyLevel},
          case when ${entryDate}::date is null then ${createdAt}::timestamptz
            else (${entryDate}::date + (${createdAt}::timestamptz at time zone time_zone)::time) at time zone time_zone
          end,
          ${createdAt}::timestamptz, ${mood}
        from users
        where id = ${userId} and (${counted}::boolean or ${unlimitedPlan})
          and (${entryDate}::date is null
            or ${entryDate}::date <= (${createdAt}::timestamptz at time zone time_zone)::date)
        returning id, content_enc, category, privacy_level, created_at, analysis_status, mood, tags_enc, edited_at`,
  );

  // GET /api/entries and the Entries page: compiled once.
  const newestFirstRows = compiledQuery(db, (userId: string, limit: number, offset: number) =>
    selectEntries(db)
      .where('e.userId', '=', userId)
      .orderBy('e.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset),
  );

  async function newestFirst(userId: string, limit: number, offset: number): Promise<TEntry[]> {
    const rows = await newestFirstRows(db, userId, limit, offset);
    return rows.map((row) => toEntry(row, encryptor));
  }

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

  async function getEntry(userId: string, entryId: string): Promise<TEntry> {
    if (!isUuid(entryId)) throw notFound('Entry');
    const row = await selectEntries(db)
      .where('e.id', '=', entryId)
      .where('e.userId', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('Entry');
    return toEntry(row, encryptor);
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
      { idempotencyKey }: { idempotencyKey?: string | null | undefined } = {},
    ): Promise<TEntry> {
      const key = idempotencyKey ?? null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw badRequest(IDEMPOTENCY_KEY_MESSAGE);
      const now = clock.now();
      const body = { text: input.content, tags: input.tags ?? [], insights: null, keywords: null };
      const contentEnc = sealEntryBody(encryptor, userId, body);
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

      return toEntry({ ...row, ...NO_ANALYSIS }, encryptor, body);
    },

    /** The user's entries newest first (GET /api/entries). */
    async list(userId: string, { search: needle, tag, limit, offset }: EntryListOptions): Promise<TEntry[]> {
      if (!needle && tag === undefined) return newestFirst(userId, limit, offset);
      const { inWindow } = await search(userId, { needle, tag }, { offset, limit, count: false });
      return loadMatches(userId, inWindow);
    },

    /** One page of the Entries screen with the total count, searched on the server. */
    async page(
      userId: string,
      { page, pageSize, search: needle, tag }: EntryPageOptions,
    ): Promise<TEntryPage> {
      const offset = (page - 1) * pageSize;
      let entries: TEntry[];
      let total: number;
      if (needle || tag !== undefined) {
        const found = await search(userId, { needle, tag }, { offset, limit: pageSize, count: true });
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

    /** One of the user's entries (another user's id, or no such entry: 404). */
    get: getEntry,

    /**
     * Changes what is sent of an entry. A change of text, date, category, privacy or tags keeps the version before
     * it (encrypted) in entry_revisions. New text is analysed again: its analysis and the analyzer's guidance go,
     * the entry reads pending and the crisis screen and the analysis run as for a new entry. The crisis screen's
     * guidance stays (acknowledged or not): a tier is never lowered by an edit. The mood alone is no new version.
     */
    async update(userId: string, entryId: string, changes: EntryChanges): Promise<TEntry> {
      if (!isUuid(entryId)) throw notFound('Entry');
      const now = clock.now();
      const reanalyse = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('entries as e')
          .innerJoin('users as u', 'u.id', 'e.userId')
          .leftJoin('entryAnalyses as a', 'a.entryId', 'e.id')
          .select([
            'a.detailsEnc',
            'e.contentEnc',
            'e.category',
            'e.privacyLevel',
            'e.tagsEnc',
            'e.mood',
            'e.createdAt',
            'u.timeZone',
          ])
          .where('e.id', '=', entryId)
          .where('e.userId', '=', userId)
          .forUpdate('e')
          .executeTakeFirst();
        if (!current) throw notFound('Entry');
        if (changes.entryDate !== undefined && changes.entryDate > localDate(now, current.timeZone))
          throw badRequest(ENTRY_DATE_FUTURE_MESSAGE);

        const old = openEntryBody(encryptor, current);
        const textChanged = changes.content !== undefined && changes.content !== old.text;
        const tagsChanged =
          changes.tags !== undefined && JSON.stringify(changes.tags) !== JSON.stringify(old.tags);
        const categoryChanged = changes.category !== undefined && changes.category !== current.category;
        const privacyChanged =
          changes.privacyLevel !== undefined && changes.privacyLevel !== current.privacyLevel;
        const dateChanged =
          changes.entryDate !== undefined &&
          changes.entryDate !== localDate(current.createdAt, current.timeZone);
        const moodChanged = changes.mood !== undefined && changes.mood !== current.mood;

        if (textChanged || tagsChanged || categoryChanged || privacyChanged || dateChanged) {
          await trx
            .insertInto('entryRevisions')
            .values({
              entryId,
              userId,
              contentEnc: current.contentEnc,
              category: current.category,
              privacyLevel: current.privacyLevel,
              tagsEnc: current.tagsEnc,
              mood: current.mood,
              entryCreatedAt: current.createdAt,
              replacedAt: now,
            })
            .execute();
          await trx
            .updateTable('entries')
            .set({
              // Text and tags are sealed as one with the insights, which new text sends back to pending.
              ...(textChanged || tagsChanged
                ? {
                    contentEnc: sealEntryBody(encryptor, userId, {
                      ...(textChanged ? { insights: null, keywords: null } : old),
                      text: changes.content ?? old.text,
                      tags: changes.tags ?? old.tags,
                    }),
                    tagsEnc: null,
                  }
                : {}),
              ...(categoryChanged ? { category: changes.category ?? null } : {}),
              ...(privacyChanged ? { privacyLevel: changes.privacyLevel! } : {}),
              editedAt: now,
            })
            .where('id', '=', entryId)
            .execute();
        }
        if (textChanged) {
          // The old text's reading goes (the journal_days triggers take it out of its day), then the entry waits
          // for the new one. The status has its own statement: the date and mood below have theirs.
          await trx.deleteFrom('entryAnalyses').where('entryId', '=', entryId).execute();
          await trx
            .deleteFrom('guidance')
            .where('entryId', '=', entryId)
            .where('source', '=', 'analyzer')
            .execute();
          await trx
            .updateTable('entries')
            .set({ analysisStatus: 'pending', analysisAttempts: 0, analyzedAt: null })
            .where('id', '=', entryId)
            .execute();
        }
        if (dateChanged || moodChanged) {
          await trx
            .updateTable('entries')
            .set({
              ...(moodChanged ? { mood: changes.mood ?? null } : {}),
              // The new date at the entry's own local time of day.
              ...(dateChanged
                ? {
                    createdAt: sql<Date>`(${changes.entryDate}::date
                      + (created_at at time zone ${current.timeZone})::time) at time zone ${current.timeZone}`,
                  }
                : {}),
            })
            .where('id', '=', entryId)
            .execute();
        }
        return textChanged;
      });
      if (reanalyse) {
        await Promise.all(
          (['crisis.screen', 'analysis.emotion'] as const).map((job) =>
            jobs.dispatch(job, { entryId }).catch((err: unknown) => {
              logger.warn(
                { err, entryId, job },
                'could not enqueue job; the pending-entry sweeper will retry',
              );
            }),
          ),
        );
      }
      return getEntry(userId, entryId);
    },

    /** The earlier versions of one of the user's entries, newest first. */
    async revisions(userId: string, entryId: string): Promise<TEntryRevision[]> {
      if (!isUuid(entryId)) throw notFound('Entry');
      const owned = await db
        .selectFrom('entries')
        .select('id')
        .where('id', '=', entryId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!owned) throw notFound('Entry');
      const rows = await db
        .selectFrom('entryRevisions')
        .selectAll()
        .where('entryId', '=', entryId)
        .where('userId', '=', userId)
        .orderBy('replacedAt', 'desc')
        .orderBy(sql`seq`, 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        ...(({ text, tags }) => ({ content: text, tags }))(openEntryBody(encryptor, r)),
        category: r.category as TEntryCategory | null,
        privacyLevel: r.privacyLevel,
        mood: r.mood,
        createdAt: r.entryCreatedAt.toISOString(),
        replacedAt: r.replacedAt.toISOString(),
      }));
    },

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
