import type { TContentItem, TGuidance } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, trpcQuery, writeEntry, writeGuidance, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-05-04T10:00:00.000Z' });
});
afterAll(() => t.close());

const guidanceUrl = (entryId: string) => `/api/entries/${entryId}/therapist-recommendations`;
const acknowledgeUrl = (id: string) => `/api/therapist-recommendations/${id}/acknowledge`;

describe('an entry’s guidance', () => {
  let owner: JournalUser;
  let intruder: JournalUser;
  let entryId: string;
  let otherEntryId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await signUp(t);
    intruder = await signUp(t);
    entryId = await writeEntry(t, owner.userId, {
      at: '2026-05-03T21:00:00Z',
      analysis: { dominant: 'sadness' },
    });
    otherEntryId = await writeEntry(t, owner.userId, { at: '2026-05-02T21:00:00Z' });
    ids.low = await writeGuidance(t, owner.userId, entryId, { urgency: 'low', at: '2026-05-03T21:01:00Z' });
    ids.high = await writeGuidance(t, owner.userId, entryId, { urgency: 'high', at: '2026-05-03T21:02:00Z' });
    // Written last, listed first: the crisis item carries the alert.
    ids.immediate = await writeGuidance(t, owner.userId, entryId, {
      urgency: 'immediate',
      source: 'crisis_screen',
      at: '2026-05-03T21:03:00Z',
    });
    ids.other = await writeGuidance(t, owner.userId, otherEntryId, { urgency: 'medium' });
  });

  it('lists the items immediate first, then in the order they were written', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: guidanceUrl(entryId),
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json<TGuidance[]>();
    expect(items.map((i) => i.id)).toEqual([ids.immediate, ids.low, ids.high]);
    expect(items[0]).toEqual({
      id: ids.immediate,
      entryId,
      concern: 'A immediate concern',
      recommendation: 'Talk it through with someone you trust.',
      reasoning: 'The entry mentions this feeling several times.',
      urgency: 'immediate',
      professionalType: 'crisis_support',
      isAcknowledged: false,
      acknowledgedAt: null,
      notAboutMeAt: null,
      createdAt: '2026-05-03T21:03:00.000Z',
    });
  });

  it('answers an empty list for an entry without guidance', async () => {
    const quiet = await writeEntry(t, owner.userId, { at: '2026-05-01T08:00:00Z' });
    const res = await t.app.inject({
      method: 'GET',
      url: guidanceUrl(quiet),
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers 404 for another user's entry, an unknown id or a malformed one", async () => {
    for (const id of [entryId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({
        method: 'GET',
        url: guidanceUrl(id),
        headers: { cookie: intruder.cookie },
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Entry not found', code: 'NOT_FOUND' });
    }
  });

  it('asks to sign in first', async () => {
    expect((await t.app.inject({ method: 'GET', url: guidanceUrl(entryId) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: acknowledgeUrl(ids.low!) })).statusCode).toBe(401);
  });

  it('acknowledges an item with an empty body and keeps the first date', async () => {
    t.clock.set('2026-05-04T10:00:00.000Z');
    const first = await t.app.inject({
      method: 'PATCH',
      url: acknowledgeUrl(ids.high!),
      headers: { cookie: owner.cookie },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: ids.high,
      isAcknowledged: true,
      acknowledgedAt: '2026-05-04T10:00:00.000Z',
    });

    t.clock.set('2026-05-05T18:00:00.000Z');
    const again = await t.app.inject({
      method: 'PATCH',
      url: acknowledgeUrl(ids.high!),
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isAcknowledged: true, acknowledgedAt: '2026-05-04T10:00:00.000Z' });

    const listed = (
      await t.app.inject({ method: 'GET', url: guidanceUrl(entryId), headers: { cookie: owner.cookie } })
    ).json<TGuidance[]>();
    expect(listed.find((i) => i.id === ids.high)).toMatchObject({ isAcknowledged: true });
    expect(listed.find((i) => i.id === ids.low)).toMatchObject({
      isAcknowledged: false,
      acknowledgedAt: null,
    });
  });

  it("answers 404 when acknowledging another user's item and leaves it unread", async () => {
    for (const id of [ids.low!, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: acknowledgeUrl(id),
        headers: { cookie: intruder.cookie },
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Recommendation not found', code: 'NOT_FOUND' });
    }
    const row = await t.runtime.db
      .selectFrom('guidance')
      .select(['isAcknowledged', 'acknowledgedAt'])
      .where('id', '=', ids.low!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ isAcknowledged: false, acknowledgedAt: null });
  });

  it('reads the guidance of a page of entries at once, only the user’s own', async () => {
    const mine = await trpcQuery<TGuidance[]>(t, owner.cookie, 'guidance.listForEntries', {
      entryIds: [entryId, otherEntryId, 'not-an-id'],
    });
    expect(mine.map((i) => i.id).sort()).toEqual([ids.immediate, ids.low, ids.high, ids.other].sort());
    expect(mine.filter((i) => i.entryId === entryId).map((i) => i.id)).toEqual([
      ids.immediate,
      ids.low,
      ids.high,
    ]);
    const theirs = await trpcQuery<TGuidance[]>(t, intruder.cookie, 'guidance.listForEntries', {
      entryIds: [entryId, otherEntryId],
    });
    expect(theirs).toEqual([]);
  });
});

describe('the crisis guidance the dashboard keeps alerting about', () => {
  it('is the newest unacknowledged immediate item on any entry, only the user’s own, until acknowledged', async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const older = await writeEntry(t, owner.userId, { at: '2026-04-20T08:00:00Z' });
    const newer = await writeEntry(t, owner.userId, { at: '2026-05-03T08:00:00Z' });
    const first = await writeGuidance(t, owner.userId, older, {
      urgency: 'immediate',
      source: 'crisis_screen',
      at: '2026-04-20T08:01:00Z',
    });
    await writeGuidance(t, owner.userId, newer, { urgency: 'high', at: '2026-05-03T08:01:00Z' });
    const crisis = (cookie: string) =>
      trpcQuery<TGuidance | null>(t, cookie, 'guidance.unacknowledgedCrisis', undefined);

    expect(await crisis(owner.cookie)).toMatchObject({ id: first, entryId: older, urgency: 'immediate' });
    expect(await crisis(intruder.cookie)).toBeNull();

    const read = await t.app.inject({
      method: 'PATCH',
      url: acknowledgeUrl(first),
      headers: { cookie: owner.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(await crisis(owner.cookie)).toBeNull();
  });
});

describe('GET /api/content', () => {
  it('lists the stored content items to anyone, signed in or not', async () => {
    // A new instance has the two known keys with their defaults (the admin area edits them).
    const seeded = (await t.app.inject({ method: 'GET', url: '/api/content' })).json<TContentItem[]>();
    expect(seeded.map(({ section, key }) => `${section}/${key}`).sort()).toEqual([
      'dashboard/welcome_message',
      'features/timeline_description',
    ]);
    // An admin edits them as the admin area does (the list each API process keeps is forgotten on a save).
    const admin = await signUp(t);
    await t.runtime.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    const save = (section: string, key: string, payload: { value: string; valueType: 'text' | 'html' }) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/content/${section}/${key}`,
        headers: { cookie: admin.cookie },
        payload,
      });
    expect(
      (
        await save('features', 'timeline_description', {
          value: 'See your weather change.',
          valueType: 'text',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await save('dashboard', 'welcome_message', { value: '<b>Welcome</b> back', valueType: 'html' }))
        .statusCode,
    ).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.statusCode).toBe(200);
    const items = res.json<TContentItem[]>();
    expect(items.map(({ section, key, value, valueType }) => ({ section, key, value, valueType }))).toEqual([
      { section: 'dashboard', key: 'welcome_message', value: '<b>Welcome</b> back', valueType: 'html' },
      {
        section: 'features',
        key: 'timeline_description',
        value: 'See your weather change.',
        valueType: 'text',
      },
    ]);
    expect(items[0]).toMatchObject({ id: expect.any(String), updatedAt: expect.any(String) });
  });
});

describe('the OpenAPI document', () => {
  it('documents every journal call at the spec’s paths', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const calls = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/entries',
        'GET /api/entries',
        'DELETE /api/entries/{id}',
        'GET /api/stats',
        'GET /api/emotions/timeline',
        'GET /api/recommendations',
        'GET /api/entries/{id}/therapist-recommendations',
        'PATCH /api/therapist-recommendations/{id}/acknowledge',
        'GET /api/content',
      ]),
    );
  });
});
