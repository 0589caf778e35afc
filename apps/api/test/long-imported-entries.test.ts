import type { TEntry, TEntryRevision } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImport } from './account-fixtures.ts';
import { LONG_TEXT, dayOneJournal } from './import-samples.ts';
import { signUp, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * An entry imported whole beyond the editor's 2000 characters can be opened, edited and saved at the length it has:
 * an edit may leave an entry as long as 2000 characters or as long as it already was, whichever is more. New entries
 * stay at 2000. Over REST and tRPC.
 */
describe(`editing a long imported entry (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (user: JournalUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

  /** A user whose journal holds the Day One sample, imported as the worker imports it. */
  async function withImportedJournal(): Promise<{ user: JournalUser; long: TEntry }> {
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    const started = await uploadImport(
      t,
      user,
      'source=dayone',
      JSON.stringify(dayOneJournal()),
      'application/json',
    );
    expect(started.statusCode, started.body).toBe(202);
    await t.runtime.services.dataImport.run(started.json<{ id: string }>().id);
    const list = (await send(user, 'GET', '/api/entries?limit=10')).json<TEntry[]>();
    const long = list.find((e) => e.content === LONG_TEXT);
    if (!long) throw new Error('the long entry was not imported');
    return { user, long };
  }

  it('saves a typo fixed in a 3,000-character imported entry, whole, and keeps the version before', async () => {
    const { user, long } = await withImportedJournal();
    expect(LONG_TEXT.length).toBeGreaterThan(3000);
    const fixed = LONG_TEXT.replace('every word', 'evrey word');
    const res = await send(user, 'PATCH', `/api/entries/${long.id}`, { content: fixed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TEntry>().content).toBe(fixed);
    expect((await send(user, 'GET', `/api/entries/${long.id}`)).json<TEntry>().content).toBe(fixed);
    const revisions = (await send(user, 'GET', `/api/entries/${long.id}/revisions`)).json<TEntryRevision[]>();
    expect(revisions.map((r) => r.content)).toEqual([LONG_TEXT]);

    // As tRPC (the web app's editor): a shorter version is saved, and it is then the entry's length.
    const shorter = LONG_TEXT.slice(0, 2600);
    const viaTrpc = await send(user, 'POST', '/trpc/entries.update', { id: long.id, content: shorter });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect((await send(user, 'GET', `/api/entries/${long.id}`)).json<TEntry>().content).toBe(shorter.trim());
  });

  it('refuses an edit that grows the entry past its length, saying how long it may be, and keeps the text', async () => {
    const { user, long } = await withImportedJournal();
    const res = await send(user, 'PATCH', `/api/entries/${long.id}`, { content: `${LONG_TEXT} And more.` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      `Entry cannot exceed ${LONG_TEXT.length} characters, its length before this edit`,
    );
    const viaTrpc = await send(user, 'POST', '/trpc/entries.update', {
      id: long.id,
      content: `${LONG_TEXT}!`,
    });
    expect(viaTrpc.statusCode).toBe(400);
    expect(viaTrpc.body).toContain(`Entry cannot exceed ${LONG_TEXT.length} characters`);
    const kept = (await send(user, 'GET', `/api/entries/${long.id}`)).json<TEntry>();
    expect(kept).toMatchObject({ content: LONG_TEXT, editedAt: null });
  });

  it('takes the text sent back as it was read as no change', async () => {
    const { user, long } = await withImportedJournal();
    const res = await send(user, 'PATCH', `/api/entries/${long.id}`, { content: `${LONG_TEXT}\n` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TEntry>()).toMatchObject({ content: LONG_TEXT, editedAt: null });
    expect((await send(user, 'GET', `/api/entries/${long.id}/revisions`)).json()).toEqual([]);
  });

  it('keeps new entries, and edits of entries within it, at 2000 characters', async () => {
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    const tooLong = 'a'.repeat(2001);
    const created = await send(user, 'POST', '/api/entries', { content: tooLong });
    expect(created.statusCode).toBe(400);
    expect(created.json<{ message: string }>().message).toBe('Entry cannot exceed 2000 characters');
    const saved = await send(user, 'POST', '/api/entries', { content: 'A short entry about the sea.' });
    expect(saved.statusCode).toBe(201);
    const id = saved.json<TEntry>().id;
    const edited = await send(user, 'PATCH', `/api/entries/${id}`, { content: tooLong });
    expect(edited.statusCode).toBe(400);
    expect(edited.json<{ message: string }>().message).toBe('Entry cannot exceed 2000 characters');
    expect((await send(user, 'PATCH', `/api/entries/${id}`, { content: 'a'.repeat(2000) })).statusCode).toBe(
      200,
    );
  });

  it('answers another user’s entry as not found, however long the text', async () => {
    const { long } = await withImportedJournal();
    const other = await signUp(t);
    const res = await send(other, 'PATCH', `/api/entries/${long.id}`, { content: LONG_TEXT });
    expect(res.statusCode).toBe(404);
  });
});
