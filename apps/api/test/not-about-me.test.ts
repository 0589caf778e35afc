import type { TAdminStats } from '@innerweather/validators/admin';
import type { TGuidance } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEntry, writeGuidance } from './journal-fixtures.ts';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerUser>>;
let owner: Awaited<ReturnType<typeof registerUser>>;
let intruder: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-05-04T10:00:00.000Z' });
  admin = await registerUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
  owner = await registerUser(t.app, { firstName: 'Nora', lastName: 'Note' });
  intruder = await registerUser(t.app, { firstName: 'Ivo', lastName: 'Intruder' });
});
afterAll(() => t.close());

const answer = (id: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guidance/${id}/not-about-me`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const stats = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: admin.cookie } })
  ).json<TAdminStats>();

describe('"This isn\'t about me right now"', () => {
  let crisisId: string;
  let tipId: string;
  let entryId: string;

  beforeAll(async () => {
    entryId = await writeEntry(t, owner.user.id, { at: '2026-05-03T21:00:00Z' });
    crisisId = await writeGuidance(t, owner.user.id, entryId, {
      urgency: 'immediate',
      source: 'crisis_screen',
    });
    tipId = await writeGuidance(t, owner.user.id, entryId, { urgency: 'low' });
  });

  it('starts with twelve months of zero on the admin dashboard', async () => {
    const { notAboutMeByMonth } = await stats();
    expect(notAboutMeByMonth).toHaveLength(12);
    expect(notAboutMeByMonth[0]).toEqual({ month: '2025-06', count: 0 });
    expect(notAboutMeByMonth.at(-1)).toEqual({ month: '2026-05', count: 0 });
  });

  it('folds a crisis card, keeps the first date, and the dashboard alert no longer asks', async () => {
    const first = await answer(crisisId, owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json<TGuidance>()).toMatchObject({ id: crisisId, notAboutMeAt: '2026-05-04T10:00:00.000Z' });

    t.clock.set('2026-05-06T09:00:00.000Z');
    const again = await answer(crisisId, owner.cookie);
    expect(again.json<TGuidance>().notAboutMeAt).toBe('2026-05-04T10:00:00.000Z');

    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/entries/${entryId}/therapist-recommendations`,
        headers: { cookie: owner.cookie },
      })
    ).json<TGuidance[]>();
    expect(listed.find((i) => i.id === crisisId)?.notAboutMeAt).toBe('2026-05-04T10:00:00.000Z');
    expect(listed.find((i) => i.id === tipId)?.notAboutMeAt).toBeNull();
  });

  it("answers 404 for another user's card and leaves it as it was", async () => {
    const other = await writeGuidance(t, owner.user.id, entryId, { urgency: 'low' });
    for (const id of [crisisId, other, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await answer(id, intruder.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Recommendation not found' });
    }
    expect((await answer(crisisId)).statusCode).toBe(401);
  });

  it('refuses a card that is not crisis support, with a message', async () => {
    const res = await answer(tipId, owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('crisis support card'),
    });
  });

  it('counts the answers per month on the admin dashboard, numbers only, and only for admins', async () => {
    const { notAboutMeByMonth } = await stats();
    expect(notAboutMeByMonth.at(-1)).toEqual({ month: '2026-05', count: 1 });
    expect(notAboutMeByMonth.slice(0, -1).every((m) => m.count === 0)).toBe(true);
    expect(JSON.stringify(notAboutMeByMonth)).not.toMatch(/concern|Talk it through/);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: owner.cookie },
    });
    expect(denied.statusCode).toBe(403);
  });
});
