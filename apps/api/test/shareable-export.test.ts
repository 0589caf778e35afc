import { NO_SHARED_ENTRIES, SHARED_NOT_INCLUDED } from '@innerweather/core/account/shared-entries';
import type { TEntry } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './account-fixtures.ts';
import { signUp, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Settings → For your therapist: only the entries marked "Shareable with therapist", as a readable document. */

interface ExportState {
  id: string;
  contents: string;
  status: string;
  entryCount: number | null;
  downloadUrl: string | null;
}

describe(`export of the shareable entries (${process.env.REDIS_URL ? 'services' : 'embedded'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runJobs: true });
  });
  afterAll(() => t.close());

  const call = (user: JournalUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const write = async (user: JournalUser, payload: object) => {
    const res = await call(user, 'POST', '/api/entries', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TEntry>();
  };

  async function shareableExport(user: JournalUser) {
    const started = await call(user, 'POST', '/api/account/export', { contents: 'shareable' });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ contents: 'shareable', status: 'queued' });
    const { id } = started.json<{ id: string }>();
    const ready = await waitFor(
      async () => (await call(user, 'GET', `/api/account/export/${id}`)).json<ExportState>(),
      (s) => s.status === 'ready' || s.status === 'failed',
      'export',
    );
    expect(ready.status).toBe('ready');
    const link = new URL(ready.downloadUrl!);
    return { id, ready, path: `${link.pathname}${link.search}` };
  }

  it('holds only the user’s shareable entries, readable, with what it leaves out said', async () => {
    const ada = await signUp(t, { timeZone: 'Europe/London' });
    const other = await signUp(t);
    const shared = await write(ada, {
      content: 'Talked with my sister about the move and felt calmer, the lanternfish evening.',
      privacyLevel: 'shareable',
      mood: 'calm',
      entryDate: '2024-03-02',
      tags: ['sistertagword'],
    });
    const edited = await write(ada, {
      content: 'First draft of the morning, oldversionword.',
      privacyLevel: 'shareable',
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/entries/${edited.id}`,
      headers: { cookie: ada.cookie, origin: 'http://localhost:3000' },
      payload: { content: '# Not a heading\nA happy, joyful walk in the sun with the dog, quokkashared.' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await write(ada, { content: 'Private worries about money, zanzibarprivate.', category: 'personal' });
    await write(other, { content: 'Someone else shares bobsharedword.', privacyLevel: 'shareable' });
    await waitFor(
      async () => (await call(ada, 'GET', '/api/entries?limit=10')).json<TEntry[]>(),
      (list) => list.every((e) => e.analysisStatus !== 'pending'),
      'analysis',
    );
    expect(shared.privacyLevel).toBe('shareable');

    const { id, ready, path } = await shareableExport(ada);
    expect(ready).toMatchObject({ contents: 'shareable', entryCount: 2 });
    const download = await call(ada, 'GET', path);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="innerweather-shared-entries-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    const doc = download.body;
    expect(doc).toMatch(/^# Journal entries shared by Ada Lovelace\n/);
    expect(doc).toContain('This document holds only the 2 entries marked “Shareable with therapist”, from');
    expect(doc).toContain(SHARED_NOT_INCLUDED);
    expect(doc).toContain('## Saturday, 2 March 2024');
    expect(doc).toMatch(/### \d\d:\d\d · own mood: calm/);
    expect(doc).toContain('> Talked with my sister about the move and felt calmer, the lanternfish evening.');
    // The edited entry as it reads now, every line quoted (its "#" too), with the analysis' reading.
    expect(doc).toContain('> # Not a heading\n> A happy, joyful walk in the sun with the dog, quokkashared.');
    expect(doc).toMatch(/dominant emotion \(analysis\): joy/);
    // Nothing private, nothing of another user, no earlier version, no tags, no backup data.
    for (const absent of [
      'zanzibarprivate',
      'bobsharedword',
      'oldversionword',
      'sistertagword',
      'insights',
      'journal.json',
    ])
      expect(doc).not.toContain(absent);

    // The link is its owner's, signed in: forwarded or opened signed out, it is refused; the export is not found.
    expect((await call(other, 'GET', path)).statusCode).toBe(403);
    expect((await call(null, 'GET', path)).statusCode).toBe(401);
    expect((await call(other, 'GET', `/api/account/export/${id}`)).statusCode).toBe(404);
  });

  it('says clearly that no entry is marked shareable, rather than handing over an empty file', async () => {
    const user = await signUp(t);
    // An account with no name (as one an admin created may be).
    await t.runtime.db
      .updateTable('users')
      .set({ firstName: null, lastName: null })
      .where('id', '=', user.userId)
      .execute();
    await write(user, { content: 'Only for me, marmosetprivate.' });
    const { ready, path } = await shareableExport(user);
    expect(ready.entryCount).toBe(0);
    const doc = (await call(user, 'GET', path)).body;
    expect(doc).toContain(NO_SHARED_ENTRIES);
    expect(doc).not.toContain('marmosetprivate');
    // With no name set, the title names no one: the e-mail is account data, which the document leaves out.
    const { email } = await t.runtime.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(doc).toMatch(/^# Journal entries shared from Innerweather\n/);
    expect(doc).not.toContain(email);
  });

  it('an export of everything is still the zip; an unknown contents is a 400', async () => {
    const user = await signUp(t);
    const everything = await call(user, 'POST', '/api/account/export');
    expect(everything.statusCode).toBe(202);
    expect(everything.json()).toMatchObject({ contents: 'everything' });
    const bad = await call(user, 'POST', '/api/account/export', { contents: 'therapist' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('contents must be one of: everything, shareable');
  });
});
