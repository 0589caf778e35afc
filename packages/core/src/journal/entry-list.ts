import type { TEntry, TEntryPage } from '@innerweather/validators/journal';
import { compiledQuery } from '@innerweather/db/compiled-query';
import { sql } from 'kysely';
import type { EntriesServiceDeps } from './entry-deps.ts';
import { selectEntries, toEntry } from './journal-entries.ts';
import { type EntryBody, openEntryBody } from './entry-body.ts';

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

/** The user's entries newest first, a page at a time, searched on the server. */
export function createEntryList({ db, encryptor }: EntriesServiceDeps) {
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

  // GET /api/entries, the Entries page and the dashboard's recent entries: compiled once. The page bounds are read
  // through sub-selects, so Postgres cannot plan for their values: with `limit $2` it judged every plan made for
  // one value cheaper than a plan for any, and planned the statement again on every call (0.15 ms, three times the
  // query's own execution); now it keeps one plan, the same index scan.
  const newestFirstRows = compiledQuery(db, (userId: string, limit: number, offset: number) =>
    selectEntries(db)
      .where('e.userId', '=', userId)
      .orderBy('e.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .limit(sql<number>`(select ${limit}::bigint)`)
      .offset(sql<number>`(select ${offset}::bigint)`),
  );

  async function newestFirst(userId: string, limit: number, offset: number): Promise<TEntry[]> {
    const rows = await newestFirstRows(db, userId, limit, offset);
    return rows.map((row) => toEntry(row, encryptor));
  }

  return {
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
  };
}
