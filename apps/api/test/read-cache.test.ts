import { eventually } from '@innerweather/db/testing/eventually';
import type { TEntry, TStats, TTimelinePoint } from '@innerweather/validators/journal';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptorOf, signUp, writeEntry, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Journal reads (entries, stats, timeline) kept in the API process: served again while the journal is unchanged,
 * never once it changed, whoever changed it (this process, or a write straight to the database as the worker makes).
 */

const get = (t: TestApp, user: JournalUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

function ok<T>(res: LightMyRequestResponse, url: string): T {
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

const read = async <T>(t: TestApp, user: JournalUser, url: string) => ok<T>(await get(t, user, url), url);

const hits = (t: TestApp) => t.runtime.readCache.stats().hits;

/** The cache is off until the database's change notifications are heard (a moment after start-up). */
const cacheListening = (t: TestApp) =>
  eventually(() => Promise.resolve(t.runtime.readCache.version('probe') === undefined ? undefined : true), {
    timeoutMs: 5_000,
    what: 'the read cache to listen for journal changes',
  });

/**
 * A GET answered from the cache (the hit count grows by one). On Postgres the notification of a write that committed
 * before may still be on its way and drop a fresh answer once more, so this reads until one is kept and served.
 */
async function readCachedRes(t: TestApp, user: JournalUser, url: string) {
  return eventually(
    async () => {
      const before = hits(t);
      const res = await get(t, user, url);
      return hits(t) === before + 1 ? res : undefined;
    },
    { timeoutMs: 3_000, everyMs: 20, what: `${url} answered from the cache` },
  );
}

const readCached = async <T>(t: TestApp, user: JournalUser, url: string) =>
  ok<T>(await readCachedRes(t, user, url), url);

/** What the worker does when an analysis completes, in one transaction, outside the API. */
async function completeAnalysis(t: TestApp, userId: string, entryId: string, dominant: 'joy' | 'sadness') {
  await t.runtime.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('entryAnalyses')
      .values({
        entryId,
        userId,
        joy: dominant === 'joy' ? 0.9 : 0.1,
        calm: 0.2,
        anxiety: 0.1,
        sadness: dominant === 'sadness' ? 0.9 : 0.1,
        anger: 0,
        dominantEmotion: dominant,
        confidence: 0.8,
        detailsEnc: encryptorOf(t).encryptJson({ insights: ['An insight.'], keywords: [] }),
        analyzer: 'lexicon',
        model: null,
      })
      .execute();
    await trx
      .updateTable('entries')
      .set({ analysisStatus: 'complete', analyzedAt: t.clock.now() })
      .where('id', '=', entryId)
      .execute();
  });
}

describe('journal reads with the read cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-10T12:00:00.000Z' });
    await cacheListening(t);
  });
  afterAll(() => t.close());

  /** Switches migration 0004's triggers on the journal tables (this file's own throw-away database). */
  const announceEntryChanges = async (on: boolean) => {
    for (const table of ['entries', 'entry_analyses', 'guidance']) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`alter table ${sql.table(table)} ${sql.raw(on ? 'enable' : 'disable')} trigger ${sql.ref(`${table}_announce_${event}`)}`.execute(
          t.runtime.db,
        );
      }
    }
  };

  const postEntry = (user: JournalUser, content: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie: user.cookie },
      payload: { content },
    });

  it('answers a second read of entries, stats and the timeline from the cache, with the same body', async () => {
    t.clock.set('2026-03-10T12:00:00.000Z');
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    await writeEntry(t, user.userId, { at: '2026-03-09T08:00:00Z', analysis: { dominant: 'joy' } });
    await writeEntry(t, user.userId, { at: '2026-03-10T08:00:00Z', analysis: { dominant: 'calm' } });
    for (const url of ['/api/entries', '/api/stats', '/api/emotions/timeline?days=30']) {
      const first = await get(t, user, url);
      expect(first.statusCode, url).toBe(200);
      const second = await readCachedRes(t, user, url);
      expect(second.statusCode, url).toBe(200);
      expect(second.body, url).toBe(first.body);
      expect(second.headers['content-type'], url).toBe(first.headers['content-type']);
      expect(second.headers['cache-control'], url).toBe(first.headers['cache-control']);
    }
    expect(await readCached<TStats>(t, user, '/api/stats')).toEqual({
      totalEntries: 2,
      positivityPercentage: 100,
      currentStreak: 2,
      dominantMood: 'calm',
    });
    expect(
      (await readCached<TTimelinePoint[]>(t, user, '/api/emotions/timeline?days=30')).map((p) => p.date),
    ).toEqual(['2026-03-09', '2026-03-10']);
    // Another query string is another answer.
    expect(await read<TEntry[]>(t, user, '/api/entries?limit=1')).toHaveLength(1);
    expect(await readCached<TEntry[]>(t, user, '/api/entries')).toHaveLength(2);
  });

  it('keys answers by the input the endpoint reads: unknown parameters add nothing, invalid values are still refused', async () => {
    t.clock.set('2026-03-10T12:00:00.000Z');
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    await writeEntry(t, user.userId, { at: '2026-03-10T08:00:00Z', analysis: { dominant: 'joy' } });
    await read(t, user, '/api/entries?limit=5');
    await readCached(t, user, '/api/entries?limit=5');
    const kept = t.runtime.readCache.stats().entries;
    // The same answer under any padding: served from the one kept answer, nothing new stored.
    for (const pad of ['a', 'b'.repeat(4_000), 'c'.repeat(8_000)]) {
      const before = hits(t);
      expect(await read<TEntry[]>(t, user, `/api/entries?limit=5&pad=${pad}`)).toHaveLength(1);
      expect(hits(t)).toBe(before + 1);
    }
    expect(t.runtime.readCache.stats().entries).toBe(kept);
    // Values the schema refuses never meet a kept answer.
    for (const url of ['/api/entries?limit=abc', '/api/entries?limit=0', '/api/entries?limit=5.5']) {
      const res = await get(t, user, url);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('shows a saved entry in the very next read, and no more once it is deleted', async () => {
    t.clock.set('2026-03-10T12:00:00.000Z');
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    await read(t, user, '/api/entries');
    await read(t, user, '/api/stats');
    expect(await readCached<TEntry[]>(t, user, '/api/entries')).toEqual([]);
    expect((await readCached<TStats>(t, user, '/api/stats')).totalEntries).toBe(0);

    // Hold back the database's announcements (as when they are slow to arrive): the user's own write must show
    // in their next read all the same.
    await announceEntryChanges(false);
    try {
      const saved = await postEntry(user, 'A long walk by the sea this afternoon.');
      expect(saved.statusCode).toBe(200);
      const { id } = saved.json<TEntry>();
      expect((await read<TEntry[]>(t, user, '/api/entries')).map((e) => e.id)).toEqual([id]);
      expect((await read<TStats>(t, user, '/api/stats')).totalEntries).toBe(1);
      expect((await readCached<TEntry[]>(t, user, '/api/entries')).map((e) => e.id)).toEqual([id]);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/entries/${id}`,
        headers: { cookie: user.cookie },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await read<TEntry[]>(t, user, '/api/entries')).toEqual([]);
      expect((await read<TStats>(t, user, '/api/stats')).totalEntries).toBe(0);
    } finally {
      await announceEntryChanges(true);
    }
  });

  it('shows a change written straight to the database (as the worker does) within a couple of seconds', async () => {
    t.clock.set('2026-03-10T12:00:00.000Z');
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    const saved = await postEntry(user, 'Finally finished the painting I started in May.');
    expect(saved.statusCode).toBe(200);
    const { id } = saved.json<TEntry>();
    await read(t, user, '/api/entries');
    await read(t, user, '/api/stats');
    expect(await readCached<TEntry[]>(t, user, '/api/entries')).toMatchObject([
      { id, analysisStatus: 'pending' },
    ]);
    expect(await readCached<TStats>(t, user, '/api/stats')).toEqual({
      totalEntries: 1,
      positivityPercentage: 0,
      currentStreak: 1,
      dominantMood: null,
    });

    await completeAnalysis(t, user.userId, id, 'joy');
    const poll = { timeoutMs: 2_000, everyMs: 20 };
    const entries = await eventually(
      async () => {
        const list = await read<TEntry[]>(t, user, '/api/entries');
        return list[0]?.analysisStatus === 'complete' ? list : undefined;
      },
      { ...poll, what: 'the analysed entry in GET /api/entries' },
    );
    expect(entries).toMatchObject([
      { id, analysisStatus: 'complete', analyzer: 'lexicon', emotions: [{ dominantEmotion: 'joy' }] },
    ]);
    const stats = await eventually(
      async () => {
        const answer = await read<TStats>(t, user, '/api/stats');
        return answer.dominantMood === null ? undefined : answer;
      },
      { ...poll, what: 'the analysis in GET /api/stats' },
    );
    expect(stats).toEqual({
      totalEntries: 1,
      positivityPercentage: 100,
      currentStreak: 1,
      dominantMood: 'joy',
    });

    // A new entry from elsewhere, once the fresh answers are kept again.
    await readCached(t, user, '/api/entries');
    const other = await writeEntry(t, user.userId, {
      at: '2026-03-10T11:00:00Z',
      analysis: { dominant: 'sadness' },
    });
    const listed = await eventually(
      async () => {
        const list = await read<TEntry[]>(t, user, '/api/entries');
        return list.length === 2 ? list : undefined;
      },
      { ...poll, what: 'the second entry in GET /api/entries' },
    );
    expect(listed.map((e) => e.id)).toEqual([id, other]);
  });

  it("gives each user only their own entries, and keeps one user's answers when another's journal changes", async () => {
    t.clock.set('2026-03-10T12:00:00.000Z');
    const ada = await signUp(t, { subscriptionStatus: 'pro' });
    const ben = await signUp(t, { subscriptionStatus: 'pro' });
    const adas = (await postEntry(ada, "Ada's first entry, about the garden.")).json<TEntry>().id;
    const bens = (await postEntry(ben, "Ben's first entry, about the office.")).json<TEntry>().id;

    for (const user of [ada, ben]) await read(t, user, '/api/entries');
    expect((await readCached<TEntry[]>(t, ada, '/api/entries')).map((e) => e.id)).toEqual([adas]);
    expect((await readCached<TEntry[]>(t, ben, '/api/entries')).map((e) => e.id)).toEqual([bens]);

    t.clock.set('2026-03-10T12:05:00.000Z');
    const adasSecond = (await postEntry(ada, "Ada's second entry, about the rain.")).json<TEntry>().id;
    expect((await read<TEntry[]>(t, ada, '/api/entries')).map((e) => e.id)).toEqual([adasSecond, adas]);
    // Ben's journal did not change: his kept answer is still good.
    expect((await readCached<TEntry[]>(t, ben, '/api/entries')).map((e) => e.id)).toEqual([bens]);
    expect((await readCached<TEntry[]>(t, ada, '/api/entries')).map((e) => e.id)).toEqual([adasSecond, adas]);
  });

  it("does not reuse stats kept late in the day once the user's local midnight has passed", async () => {
    // Auckland is UTC+13 until 5 April: its 1 April begins at 11:00 UTC on 31 March.
    const user = await signUp(t, { timeZone: 'Pacific/Auckland', subscriptionStatus: 'pro' });
    await writeEntry(t, user.userId, { at: '2026-03-28T23:00:00Z', analysis: { dominant: 'joy' } }); // 29 Mar, 12:00
    await writeEntry(t, user.userId, { at: '2026-03-29T23:00:00Z', analysis: { dominant: 'joy' } }); // 30 Mar, 12:00

    t.clock.set('2026-03-31T10:30:00.000Z'); // 23:30 on 31 March: yesterday had an entry
    const lateOnTheLastDay = {
      totalEntries: 2,
      positivityPercentage: 100,
      currentStreak: 2,
      dominantMood: 'joy',
    };
    expect(await read<TStats>(t, user, '/api/stats')).toEqual(lateOnTheLastDay);
    expect(await readCached<TStats>(t, user, '/api/stats')).toEqual(lateOnTheLastDay);
    await read(t, user, '/api/emotions/timeline?days=2');
    expect(
      (await readCached<TTimelinePoint[]>(t, user, '/api/emotions/timeline?days=2')).map((p) => p.date),
    ).toEqual(['2026-03-30']);

    t.clock.set('2026-03-31T11:30:00.000Z'); // 00:30 on 1 April, still 31 March in UTC
    // A new month, and no entry yesterday or today.
    expect(await read<TStats>(t, user, '/api/stats')).toEqual({
      totalEntries: 0,
      positivityPercentage: 100,
      currentStreak: 0,
      dominantMood: 'joy',
    });
    // The last two days are now 31 March and 1 April.
    expect(await read<TTimelinePoint[]>(t, user, '/api/emotions/timeline?days=2')).toEqual([]);
  });
});

describe('journal reads with READ_CACHE_MB=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-10T12:00:00.000Z', env: { READ_CACHE_MB: '0' } });
  });
  afterAll(() => t.close());

  it('answers every read afresh', async () => {
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie: user.cookie },
      payload: { content: 'Nothing is kept for this one.' },
    });
    expect(saved.statusCode).toBe(200);
    const { id } = saved.json<TEntry>();
    for (let i = 0; i < 2; i++) {
      expect((await read<TEntry[]>(t, user, '/api/entries')).map((e) => e.id)).toEqual([id]);
      expect((await read<TStats>(t, user, '/api/stats')).totalEntries).toBe(1);
      expect(await read<TTimelinePoint[]>(t, user, '/api/emotions/timeline?days=30')).toEqual([]);
    }

    // Straight to the database: seen at once, there is nothing to drop.
    await completeAnalysis(t, user.userId, id, 'sadness');
    expect(await read<TEntry[]>(t, user, '/api/entries')).toMatchObject([{ id, analysisStatus: 'complete' }]);
    expect((await read<TStats>(t, user, '/api/stats')).dominantMood).toBe('sadness');
    expect(
      (await read<TTimelinePoint[]>(t, user, '/api/emotions/timeline?days=30')).map((p) => p.date),
    ).toEqual(['2026-03-10']);
    expect(t.runtime.readCache.stats()).toMatchObject({ hits: 0, entries: 0 });
  });
});
