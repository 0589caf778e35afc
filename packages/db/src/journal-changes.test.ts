import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { type JournalChangeFeed, listenForJournalChanges } from './journal-changes.ts';
import { eventually } from './testing/eventually.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/** Postgres when DATABASE_URL is set (a throw-away database), PGlite otherwise: the feed must hear both. */

type Heard = { kind: 'changed'; userId: string } | { kind: 'listening' } | { kind: 'deaf' };

interface Listener {
  heard: Heard[];
  warnings: string[];
  feed: JournalChangeFeed;
  changedUsers: () => string[];
}

function listen(db: Db, options: { heartbeatMs?: number } = {}): Listener {
  const heard: Heard[] = [];
  const warnings: string[] = [];
  const feed = listenForJournalChanges(
    db,
    {
      changed: (userId) => heard.push({ kind: 'changed', userId }),
      listening: () => heard.push({ kind: 'listening' }),
      deaf: () => heard.push({ kind: 'deaf' }),
    },
    { warn: (_obj, msg) => warnings.push(msg ?? '') },
    options,
  );
  return {
    heard,
    warnings,
    feed,
    changedUsers: () => heard.flatMap((h) => (h.kind === 'changed' ? [h.userId] : [])),
  };
}

/** Until `check` holds, polling every 20 ms. */
const waitFor = (check: () => boolean, what: string, timeoutMs = 5_000) =>
  eventually(() => Promise.resolve(check() || undefined), { timeoutMs, everyMs: 20, what });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestDatabase;
let main: Listener;
const others: Listener[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  main = listen(t.db);
  await waitFor(() => main.heard.some((h) => h.kind === 'listening'), 'the feed to listen');
});
afterAll(async () => {
  await main.feed.close();
  for (const other of others) await other.feed.close();
  await t.destroy();
});

async function newUser(db: Db = t.db) {
  const { id } = await db
    .insertInto('users')
    .values({
      email: `${randomUUID()}@example.com`,
      passwordHash: null,
      firstName: 'Ada',
      lastName: null,
      profileImageUrl: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function newEntry(userId: string, db: Db = t.db) {
  const { id } = await db
    .insertInto('entries')
    .values({ userId, contentEnc: 'ciphertext', category: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const heardUser = (listener: Listener, userId: string) => () => listener.changedUsers().includes(userId);

describe('journal change feed', () => {
  it('says it is deaf at once and listening when the LISTEN is in place', () => {
    expect(main.heard[0]).toEqual({ kind: 'deaf' });
    expect(main.heard.filter((h) => h.kind !== 'changed')).toEqual([{ kind: 'deaf' }, { kind: 'listening' }]);
  });

  it('announces a new entry with its user once the transaction commits, not before', async () => {
    const userId = await newUser();
    // Creating the account is not a journal change.
    await pause(100);
    expect(main.changedUsers()).not.toContain(userId);

    await t.db.transaction().execute(async (trx) => {
      await newEntry(userId, trx);
      await pause(200);
      expect(main.changedUsers()).not.toContain(userId);
    });
    await waitFor(heardUser(main, userId), 'the new entry to be announced');
    expect(main.changedUsers().filter((id) => id === userId)).toEqual([userId]);
  });

  it('announces nothing for a transaction that rolls back', async () => {
    const rolledBack = await newUser();
    const committed = await newUser();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await newEntry(rolledBack, trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await newEntry(committed);
    // Notifications arrive in commit order: once the later one is heard, the rolled-back one would have been too.
    await waitFor(heardUser(main, committed), 'the committed entry to be announced');
    expect(main.changedUsers()).not.toContain(rolledBack);
    expect(await t.db.selectFrom('entries').select('id').where('userId', '=', rolledBack).execute()).toEqual(
      [],
    );
  });

  it("announces a change of the user's time zone", async () => {
    const userId = await newUser();
    await t.db.updateTable('users').set({ timeZone: 'Pacific/Auckland' }).where('id', '=', userId).execute();
    await waitFor(heardUser(main, userId), 'the time zone change to be announced');
  });

  it('announces nothing for a change of name alone', async () => {
    const quiet = await newUser();
    const marker = await newUser();
    await t.db.updateTable('users').set({ firstName: 'Grace' }).where('id', '=', quiet).execute();
    await t.db.updateTable('users').set({ timeZone: 'Asia/Tokyo' }).where('id', '=', marker).execute();
    // Notifications arrive in commit order: once the later change is heard, the earlier one would have been.
    await waitFor(heardUser(main, marker), 'the later time zone change to be announced');
    expect(main.changedUsers()).not.toContain(quiet);
  });

  it('announces the entries of one statement once per user', async () => {
    const userId = await newUser();
    const before = main.changedUsers().length;
    await sql`insert into entries (user_id, content_enc) select ${userId}, 'x' from generate_series(1, 5)`.execute(
      t.db,
    );
    await waitFor(heardUser(main, userId), 'the insert to be announced');
    await pause(50);
    expect(
      main
        .changedUsers()
        .slice(before)
        .filter((id) => id === userId),
    ).toHaveLength(1);
  });

  it('forgets everything on a TRUNCATE: listening is announced again', async () => {
    const listeningSoFar = () => main.heard.filter((h) => h.kind === 'listening').length;
    const before = listeningSoFar();
    await sql`truncate guidance`.execute(t.db);
    await waitFor(() => listeningSoFar() > before, 'the truncate to be announced');
  });

  it('keeps listening across heartbeats, which it hears and does not report as changes', async () => {
    const beating = listen(t.db, { heartbeatMs: 50 });
    await waitFor(() => beating.heard.some((h) => h.kind === 'listening'), 'the feed to listen');
    await pause(400);
    expect(beating.heard.filter((h) => h.kind !== 'changed')).toEqual([
      { kind: 'deaf' },
      { kind: 'listening' },
    ]);
    expect(beating.changedUsers().filter((id) => id.startsWith('ping:'))).toEqual([]);
    expect(beating.warnings).toEqual([]);
    await beating.feed.close();
  });

  it('announces analyses, guidance, and deletions of entries and accounts', async () => {
    const userId = await newUser();
    const entryId = await newEntry(userId);
    const announcedSoFar = () => main.changedUsers().filter((id) => id === userId).length;
    const expectAnnounced = async (what: string, write: () => Promise<unknown>) => {
      const before = announcedSoFar();
      await write();
      await waitFor(() => announcedSoFar() > before, what);
    };
    await waitFor(heardUser(main, userId), 'the entry to be announced');

    await expectAnnounced('the analysis to be announced', () =>
      t.db
        .insertInto('entryAnalyses')
        .values({
          entryId,
          userId,
          joy: 0.8,
          calm: 0.1,
          anxiety: 0.1,
          sadness: 0.1,
          anger: 0.1,
          dominantEmotion: 'joy',
          confidence: 0.7,
          detailsEnc: 'ciphertext',
          analyzer: 'lexicon',
          model: null,
        })
        .execute(),
    );
    await expectAnnounced('the completed entry to be announced', () =>
      t.db
        .updateTable('entries')
        .set({ analysisStatus: 'complete', analyzedAt: new Date() })
        .where('id', '=', entryId)
        .execute(),
    );
    await expectAnnounced('the guidance to be announced', () =>
      t.db
        .insertInto('guidance')
        .values({
          userId,
          entryId,
          source: 'analyzer',
          concern: 'c',
          recommendation: 'r',
          reasoning: '',
          urgency: 'low',
          professionalType: 'wellness_coach',
        })
        .execute(),
    );
    await expectAnnounced('the deleted entry to be announced', () =>
      t.db.deleteFrom('entries').where('id', '=', entryId).execute(),
    );
    await expectAnnounced('the deleted account to be announced', () =>
      t.db.deleteFrom('users').where('id', '=', userId).execute(),
    );
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'goes deaf when its connection is killed, listens again, and hears changes made afterwards',
    async () => {
      const startedAt = main.heard.length;
      const { rows } = await sql<{ killed: boolean }>`
        select pg_terminate_backend(pid) as killed from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()
      `.execute(t.db);
      expect(rows.map((r) => r.killed)).toEqual([true]);

      await waitFor(
        () => main.heard.slice(startedAt).some((h) => h.kind === 'listening'),
        'the feed to listen again',
      );
      expect(main.heard.slice(startedAt).filter((h) => h.kind !== 'changed')).toEqual([
        { kind: 'deaf' },
        { kind: 'listening' },
      ]);
      expect(main.warnings).toContain('journal change feed lost its connection; reconnecting');

      const userId = await newUser();
      await newEntry(userId);
      await waitFor(heardUser(main, userId), 'a change after the reconnection to be heard');
    },
  );

  it('calls nothing more once closed', async () => {
    const closing = listen(t.db);
    const witness = listen(t.db);
    others.push(closing, witness);
    await waitFor(() => closing.heard.some((h) => h.kind === 'listening'), 'the second feed to listen');
    await waitFor(() => witness.heard.some((h) => h.kind === 'listening'), 'the third feed to listen');

    await closing.feed.close();
    const heardWhenClosed = closing.heard.length;
    expect(closing.heard.at(-1)).toEqual({ kind: 'deaf' });

    const userId = await newUser();
    await newEntry(userId);
    await t.db.updateTable('users').set({ timeZone: 'Europe/Berlin' }).where('id', '=', userId).execute();
    await waitFor(heardUser(witness, userId), 'a feed still open to hear the change');
    await pause(100);
    expect(closing.heard.length).toBe(heardWhenClosed);
  });
});
