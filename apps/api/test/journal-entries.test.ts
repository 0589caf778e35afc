import type { TEntry, TEntryPage } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, trpcQuery, writeEntry, writeGuidance, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T12:00:00.000Z' });
});
afterAll(() => t.close());

const postEntry = (user: JournalUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/entries', headers: { cookie: user.cookie }, payload });
const getEntries = (user: JournalUser, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/entries${query}`, headers: { cookie: user.cookie } });
const countEntries = async (userId: string) =>
  Number(
    (
      await t.runtime.db
        .selectFrom('entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/entries', () => {
  it('saves the entry and answers at once with it, pending analysis', async () => {
    t.clock.set('2026-03-10T12:00:00.000Z');
    const user = await signUp(t);
    const res = await postEntry(user, {
      content: '  Felt hopeful about the new project today.  ',
      category: 'work',
    });
    expect(res.statusCode).toBe(201);
    const entry = res.json<TEntry>();
    expect(entry).toEqual({
      id: expect.any(String),
      content: 'Felt hopeful about the new project today.',
      category: 'work',
      privacyLevel: 'private',
      createdAt: '2026-03-10T12:00:00.000Z',
      analysisStatus: 'pending',
      analyzer: null,
      emotions: [],
      tags: [],
      mood: null,
      moodSource: null,
      editedAt: null,
    });
    const listed = (await getEntries(user)).json<TEntry[]>();
    expect(listed.map((e) => e.id)).toEqual([entry.id]);
  });

  it('takes a shareable privacy level and no category', async () => {
    const user = await signUp(t);
    const res = await postEntry(user, {
      content: 'Wrote this one for my therapist.',
      privacyLevel: 'shareable',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: null, privacyLevel: 'shareable' });
  });

  it('saves an entry sent back as it was read, with category null, over REST, tRPC and an edit', async () => {
    const user = await signUp(t);
    // An imported entry has no category, and reads back with `category: null`.
    const imported = await writeEntry(t, user.userId, {
      at: '2026-03-09T08:00:00.000Z',
      content: 'Imported from my old diary app.',
      category: null,
    });
    const [read] = (await getEntries(user)).json<TEntry[]>();
    expect(read).toMatchObject({ id: imported, category: null });
    const { content, category, privacyLevel, tags } = read!;

    const copy = await postEntry(user, { content, category, privacyLevel });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ content, category: null, privacyLevel });

    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/entries.create',
      headers: { cookie: user.cookie },
      payload: { content: 'Sent by a tRPC client without a category.', category: null },
    });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json()).toMatchObject({ result: { data: { category: null } } });

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/entries/${imported}`,
      headers: { cookie: user.cookie },
      payload: { content: `${content} Edited.`, category, privacyLevel, tags },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: `${content} Edited.`, category: null });

    // The document says so: null is a category a client may send, on create as on edit.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>
      >;
    }>();
    for (const [path, method] of [
      ['/api/entries', 'post'],
      ['/api/entries/{id}', 'patch'],
    ] as const) {
      const schema = doc.paths[path]![method]!.requestBody.content['application/json']!.schema as {
        properties: { category: unknown };
      };
      expect(JSON.stringify(schema.properties.category), `${method} ${path}`).toContain('"null"');
    }
  });

  it('never stores the entry text in the clear', async () => {
    const user = await signUp(t);
    const res = await postEntry(user, { content: 'Walked past the quokkazebra mural and smiled.' });
    expect(res.statusCode).toBe(201);
    const { rows } = await sql<{
      row: string;
    }>`select e::text as row from entries e where user_id = ${user.userId}`.execute(t.runtime.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row.toLowerCase()).not.toContain('quokkazebra');
    expect(rows[0]!.row).not.toContain('mural');
  });

  it.each([
    [{ content: 'Too short' }, 'Entry must be at least 10 characters'],
    [{ content: '   short      ' }, 'Entry must be at least 10 characters'],
    [{ content: 'x'.repeat(2001) }, 'Entry cannot exceed 2000 characters'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const user = await signUp(t);
    const res = await postEntry(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'BAD_REQUEST' });
    expect(await countEntries(user.userId)).toBe(0);
  });

  it('accepts exactly 2000 characters', async () => {
    const user = await signUp(t);
    const res = await postEntry(user, { content: 'y'.repeat(2000) });
    expect(res.statusCode).toBe(201);
    expect(res.json<TEntry>().content).toHaveLength(2000);
  });

  it.each([
    [{ content: 'A perfectly fine entry.', category: 'hobbies' }, 'category'],
    [{ content: 'A perfectly fine entry.', privacyLevel: 'public' }, 'privacyLevel'],
    [{ category: 'work' }, 'content'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const user = await signUp(t);
    const res = await postEntry(user, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; issues: Array<{ path: string[] }> }>();
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.issues[0]!.path).toEqual([field]);
  });

  const CATEGORY_MESSAGE = 'category must be one of: work, family, health, personal, relationships, goals';
  const PRIVACY_MESSAGE = 'privacyLevel must be one of: private, shareable';
  const CONTENT_MESSAGE = 'content is required: the entry text, 10 to 2000 characters';
  const CONTENT_TYPE_MESSAGE = 'content must be text: the entry text, 10 to 2000 characters';
  it.each([
    [{ category: 'work' }, CONTENT_MESSAGE],
    [{ content: 42 }, CONTENT_TYPE_MESSAGE],
    [{ content: 12345678901 }, CONTENT_TYPE_MESSAGE],
    [{ content: null }, CONTENT_TYPE_MESSAGE],
    [{ content: 'A perfectly fine entry.', category: 'hobbies' }, CATEGORY_MESSAGE],
    [{ content: 'A perfectly fine entry.', category: 'Work' }, CATEGORY_MESSAGE],
    [{ content: 'A perfectly fine entry.', category: 3 }, CATEGORY_MESSAGE],
    [{ content: 'A perfectly fine entry.', privacyLevel: 'public' }, PRIVACY_MESSAGE],
    [{ content: 'A perfectly fine entry.', privacyLevel: null }, PRIVACY_MESSAGE],
  ])('refuses %j with "%s"', async (payload, message) => {
    const user = await signUp(t);
    const res = await postEntry(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'BAD_REQUEST', issues: [{ message }] });
    expect(await countEntries(user.userId)).toBe(0);
  });

  it('gives a tRPC client the same message for an unknown category', async () => {
    const user = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/entries.create',
      headers: { cookie: user.cookie },
      payload: { content: 'A perfectly fine entry.', category: 'hobbies' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { message: CATEGORY_MESSAGE, data: { code: 'BAD_REQUEST', issues: [{ path: ['category'] }] } },
    });
    expect(await countEntries(user.userId)).toBe(0);
  });

  it('asks to sign in first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      payload: { content: 'Nobody is signed in.' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the free plan', () => {
  it('saves exactly 2 of 10 concurrent entries of a free user and refuses the rest', async () => {
    t.clock.set('2026-03-10T12:00:00.000Z');
    const user = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postEntry(user, { content: `Concurrent entry number ${i}` })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 403, 403, 403, 403, 403, 403, 403, 403]);
    for (const refused of answers.filter((r) => r.statusCode === 403)) {
      expect(refused.json()).toMatchObject({
        code: 'LIMIT_REACHED',
        message: expect.stringContaining('Entry limit reached'),
      });
    }
    expect(await countEntries(user.userId)).toBe(2);
  });

  it('does not limit a pro user', async () => {
    const user = await signUp(t, { subscriptionStatus: 'pro' });
    for (let i = 0; i < 5; i++) {
      expect((await postEntry(user, { content: `Pro entry number ${i}` })).statusCode).toBe(201);
    }
    expect(await countEntries(user.userId)).toBe(5);
  });

  it('limits an expired subscription like a trial', async () => {
    const user = await signUp(t, { subscriptionStatus: 'expired' });
    await postEntry(user, { content: 'First entry this month' });
    await postEntry(user, { content: 'Second entry this month' });
    expect((await postEntry(user, { content: 'Third entry this month' })).statusCode).toBe(403);
  });

  it('starts again with the next calendar month', async () => {
    const user = await signUp(t);
    t.clock.set('2026-03-30T10:00:00.000Z');
    await postEntry(user, { content: 'End of March, entry one' });
    await postEntry(user, { content: 'End of March, entry two' });
    t.clock.set('2026-03-31T23:59:59.000Z');
    expect((await postEntry(user, { content: 'Last second of March' })).statusCode).toBe(403);
    t.clock.set('2026-04-01T00:00:00.000Z');
    expect((await postEntry(user, { content: 'First second of April' })).statusCode).toBe(201);
  });

  it("counts the month in the user's time zone (Auckland is already in April)", async () => {
    const user = await signUp(t, { timeZone: 'Pacific/Auckland' });
    t.clock.set('2026-03-31T09:00:00.000Z'); // 22:00 on 31 March in Auckland (UTC+13)
    await postEntry(user, { content: 'Late March in Auckland, one' });
    await postEntry(user, { content: 'Late March in Auckland, two' });
    expect((await postEntry(user, { content: 'Still March in Auckland' })).statusCode).toBe(403);
    t.clock.set('2026-03-31T11:30:00.000Z'); // 00:30 on 1 April in Auckland, still March in UTC
    expect((await postEntry(user, { content: 'April already in Auckland' })).statusCode).toBe(201);
  });

  it("counts the month in the user's time zone (Los Angeles is still in March)", async () => {
    const user = await signUp(t, { timeZone: 'America/Los_Angeles' });
    t.clock.set('2026-03-31T12:00:00.000Z');
    await postEntry(user, { content: 'March in Los Angeles, one' });
    await postEntry(user, { content: 'March in Los Angeles, two' });
    t.clock.set('2026-04-01T05:00:00.000Z'); // 22:00 on 31 March in Los Angeles (UTC-7)
    expect((await postEntry(user, { content: 'April in UTC, March here' })).statusCode).toBe(403);
    t.clock.set('2026-04-01T07:30:00.000Z'); // 00:30 on 1 April in Los Angeles
    expect((await postEntry(user, { content: 'April in Los Angeles too' })).statusCode).toBe(201);
  });
});

describe('GET /api/entries', () => {
  it("lists only the user's own entries, newest first, with their analysis", async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    await writeEntry(t, other.userId, { at: '2026-03-05T10:00:00Z', content: 'Not yours to read at all.' });
    const older = await writeEntry(t, user.userId, {
      at: '2026-03-01T08:00:00Z',
      content: 'A quiet morning with tea.',
      category: 'personal',
      analysis: {
        dominant: 'calm',
        scores: { joy: 0.4, calm: 0.75, anxiety: 0.05, sadness: 0.05, anger: 0 },
        confidence: 0.82,
        insights: ['Quiet rituals steady you.', 'Mornings seem to matter.'],
        keywords: ['tea', 'morning'],
        analyzer: 'ollama',
      },
    });
    const newer = await writeEntry(t, user.userId, {
      at: '2026-03-02T08:00:00Z',
      content: 'Waiting for the analysis.',
    });

    const res = await getEntries(user);
    expect(res.statusCode).toBe(200);
    const entries = res.json<TEntry[]>();
    expect(entries.map((e) => e.id)).toEqual([newer, older]);
    expect(entries[0]).toMatchObject({ analysisStatus: 'pending', analyzer: null, emotions: [] });
    expect(entries[1]).toEqual({
      id: older,
      content: 'A quiet morning with tea.',
      category: 'personal',
      privacyLevel: 'private',
      createdAt: '2026-03-01T08:00:00.000Z',
      analysisStatus: 'complete',
      analyzer: 'ollama',
      emotions: [
        {
          dominantEmotion: 'calm',
          confidence: 0.82,
          joy: 0.4,
          calm: 0.75,
          anxiety: 0.05,
          sadness: 0.05,
          anger: 0,
          insights: ['Quiet rituals steady you.', 'Mornings seem to matter.'],
          keywords: ['tea', 'morning'],
        },
      ],
      tags: [],
      mood: 'calm',
      moodSource: 'analysis',
      editedAt: null,
    });
  });

  /** One entry a day on 1–7 February 2026, their ids newest first (the order the journal lists them). */
  const writeAWeek = async (userId: string) => {
    const ids: string[] = [];
    for (let day = 1; day <= 7; day++)
      ids.unshift(await writeEntry(t, userId, { at: `2026-02-0${day}T09:00:00Z` }));
    return ids;
  };

  it('pages with limit and offset and checks them', async () => {
    const user = await signUp(t);
    const ids = await writeAWeek(user.userId);
    const page = (await getEntries(user, '?limit=3&offset=2')).json<TEntry[]>();
    expect(page.map((e) => e.id)).toEqual(ids.slice(2, 5));
    expect((await getEntries(user)).json<TEntry[]>()).toHaveLength(7);
    for (const bad of ['?limit=0', '?limit=201', '?limit=abc', '?offset=-1']) {
      const res = await getEntries(user, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/limit|offset/);
    }
  });

  it('pages by page number in pages of limit, and refuses a bad page, page size or paging by name', async () => {
    const user = await signUp(t);
    const ids = await writeAWeek(user.userId);
    const second = (await getEntries(user, '?page=2&limit=3')).json<TEntry[]>();
    expect(second.map((e) => e.id)).toEqual(ids.slice(3, 6));
    expect((await getEntries(user, '?page=3&limit=3')).json<TEntry[]>().map((e) => e.id)).toEqual(
      ids.slice(6),
    );

    const refused = async (url: string, message: string, trpc = false) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url).toBe(400);
      const body = trpc ? res.json<{ error: { message: string } }>().error : res.json<{ message: string }>();
      expect(body.message, url).toBe(message);
      if (!trpc) expect(res.json(), url).toMatchObject({ code: 'BAD_REQUEST', issues: [{ message }] });
    };
    // A page past the last one the server counts (1,000,000) is refused with the range, not with "at least 1".
    for (const page of ['-1', '0', 'abc', '1.5', '1000001', '99999999'])
      await refused(`/api/entries?page=${page}`, 'page must be a whole number from 1 to 1000000');
    await refused('/api/entries?page=2&limit=500', 'limit must be a whole number from 1 to 200');
    await refused(
      '/api/entries?page=2&offset=3',
      'page and offset cannot be used together: page counts pages of limit entries',
    );
    // The Entries screen's own call (tRPC) says the same.
    const trpcList = (input: object) =>
      `/trpc/entries.list?input=${encodeURIComponent(JSON.stringify(input))}`;
    await refused(trpcList({ page: -1 }), 'page must be a whole number from 1 to 1000000', true);
    await refused(trpcList({ page: 0 }), 'page must be a whole number from 1 to 1000000', true);
    await refused(trpcList({ page: 1_000_001 }), 'page must be a whole number from 1 to 1000000', true);
    await refused(trpcList({ pageSize: 500 }), 'pageSize must be a whole number from 1 to 50', true);
    // A list that does not page says so, rather than answer everything as if it were the page asked for.
    for (const [url, name] of [
      ['/api/ai-coach/conversations?page=-1', 'page'],
      ['/api/admin/users?limit=1000', 'limit'],
      ['/api/learn/tracks?offset=10', 'offset'],
    ] as const) {
      const path = url.slice(0, url.indexOf('?'));
      await refused(url, `${name} is not a parameter of GET ${path}: this call does not page`);
    }
  });

  describe('search', () => {
    let user: JournalUser;
    /** Newest first: the entries that mention a garden or are about family. */
    const gardenIds: string[] = [];
    const familyIds: string[] = [];
    const gardenTexts = [
      'Spent the evening in the GARDEN.',
      'Gardening calms me down.',
      'The garden smelled of rain.',
    ];

    beforeAll(async () => {
      user = await signUp(t);
      const other = await signUp(t);
      await writeEntry(t, other.userId, {
        at: '2026-01-15T09:00:00Z',
        content: "Someone else's garden party.",
      });
      // 30 entries across January, every third one about the garden in varied case, every fifth filed under family.
      for (let i = 1; i <= 30; i++) {
        const garden = i % 3 === 0;
        const family = i % 5 === 0;
        const content = garden ? gardenTexts[(i / 3) % 3]! : `An ordinary day, number ${i}.`;
        const id = await writeEntry(t, user.userId, {
          at: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
          content,
          category: family ? 'family' : 'work',
        });
        if (garden) gardenIds.unshift(id);
        if (family) familyIds.unshift(id);
      }
    });

    it('finds entries by content case-insensitively, newest first', async () => {
      const found = (await getEntries(user, '?search=gArDeN')).json<TEntry[]>();
      expect(found.map((e) => e.id)).toEqual(gardenIds);
      expect(found.every((e) => e.content.toLowerCase().includes('garden'))).toBe(true);
    });

    it('finds entries by category', async () => {
      const found = (await getEntries(user, '?search=FAMILY')).json<TEntry[]>();
      expect(found.map((e) => e.id)).toEqual(familyIds);
    });

    it('pages through the matches over REST', async () => {
      const found = (await getEntries(user, '?search=garden&limit=4&offset=3')).json<TEntry[]>();
      expect(found.map((e) => e.id)).toEqual(gardenIds.slice(3, 7));
    });

    it('pages through the matches for the Entries screen with the total count', async () => {
      const second = await trpcQuery<TEntryPage>(t, user.cookie, 'entries.list', {
        page: 2,
        pageSize: 4,
        search: 'Garden',
      });
      expect(second).toMatchObject({ total: 10, page: 2, pageCount: 3 });
      expect(second.entries.map((e) => e.id)).toEqual(gardenIds.slice(4, 8));
      const last = await trpcQuery<TEntryPage>(t, user.cookie, 'entries.list', {
        page: 3,
        pageSize: 4,
        search: 'Garden',
      });
      expect(last.entries.map((e) => e.id)).toEqual(gardenIds.slice(8));
      const none = await trpcQuery<TEntryPage>(t, user.cookie, 'entries.list', { search: 'no such words' });
      expect(none).toEqual({ entries: [], total: 0, page: 1, pageCount: 1 });
    });

    it('pages without a search, 10 to a page by default', async () => {
      const third = await trpcQuery<TEntryPage>(t, user.cookie, 'entries.list', { page: 3 });
      expect(third).toMatchObject({ total: 30, page: 3, pageCount: 3 });
      expect(third.entries).toHaveLength(10);
      expect(third.entries.at(-1)!.createdAt).toBe('2026-01-01T01:00:00.000Z');
      const recent = await trpcQuery<TEntry[]>(t, user.cookie, 'entries.recent', {});
      expect(recent.map((e) => e.createdAt)).toEqual([
        '2026-01-02T06:00:00.000Z',
        '2026-01-02T05:00:00.000Z',
        '2026-01-02T04:00:00.000Z',
      ]);
    });
  });
});

describe('DELETE /api/entries/{id}', () => {
  it('deletes an own entry with its analysis and guidance', async () => {
    const user = await signUp(t);
    const id = await writeEntry(t, user.userId, {
      at: '2026-03-01T08:00:00Z',
      analysis: { dominant: 'sadness' },
    });
    await writeGuidance(t, user.userId, id, { urgency: 'medium' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/entries/${id}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Entry deleted successfully' });
    expect((await getEntries(user)).json()).toEqual([]);
    const db = t.runtime.db;
    expect(
      await db.selectFrom('entryAnalyses').select('entryId').where('entryId', '=', id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('guidance').select('id').where('entryId', '=', id).execute()).toEqual([]);
  });

  it("answers 404 for another user's entry and leaves it alone", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const id = await writeEntry(t, owner.userId, { at: '2026-03-01T08:00:00Z' });
    for (const url of [
      `/api/entries/${id}`,
      '/api/entries/not-a-uuid',
      '/api/entries/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: { cookie: intruder.cookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Entry not found', code: 'NOT_FOUND' });
    }
    expect(await countEntries(owner.userId)).toBe(1);
  });
});
