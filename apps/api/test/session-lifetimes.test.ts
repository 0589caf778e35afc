import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '@innerweather/auth/session-lifetimes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

/**
 * Session lifetimes as the README states them, over HTTP: a session ends after 30 days without use and 180 days
 * after sign-in, used or not; each use restarts the 30 days. Time passes by moving the session's row into the past
 * (its sign-in and its idle deadline alike), as if the client had stayed away that long.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `days` pass for this user's sessions without a request. */
async function daysPass(userId: string, days: number) {
  const by = `${days * DAY_MS} milliseconds`;
  await sql`update sessions set created_at = created_at - ${by}::interval, expires_at = expires_at - ${by}::interval
    where user_id = ${userId}`.execute(t.runtime.db);
}

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

async function sessionRow(userId: string) {
  return t.runtime.db
    .selectFrom('sessions')
    .select(['createdAt', 'expiresAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The session cookie a response sets: its value ('' when cleared) and when it expires. */
function setCookie(res: Awaited<ReturnType<typeof me>>) {
  const header = res.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : header ? [header] : []).find((c) =>
    c.startsWith('iw_session='),
  );
  if (!cookie) return null;
  const maxAge = /Max-Age=(\d+)/i.exec(cookie)?.[1];
  const expires = /Expires=([^;]+)/i.exec(cookie)?.[1];
  return {
    value: cookie.slice('iw_session='.length).split(';')[0],
    expires: maxAge ? Date.now() + Number(maxAge) * 1000 : expires ? Date.parse(expires) : null,
  };
}

describe('session lifetimes', () => {
  it('the constants are the ones the README states', () => {
    expect(SESSION_IDLE_MS).toBe(30 * DAY_MS);
    expect(SESSION_MAX_AGE_MS).toBe(180 * DAY_MS);
  });

  it('signs out a session unused for 30 days, and clears its cookie', async () => {
    const { cookie, user } = await registerUser(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    await daysPass(user.id, 30);
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(setCookie(res)?.value).toBe('');
    // Coming back does not revive it.
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('keeps a session used within 30 days and extends it by 30 days from that use', async () => {
    const { cookie, user } = await registerUser(t.app);
    await daysPass(user.id, 29);
    const before = (await sessionRow(user.id))!.expiresAt.getTime();
    expect(before - Date.now()).toBeLessThan(2 * DAY_MS);
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    // The deadline moved to 30 days from now, in the database and in the cookie the browser keeps.
    const after = (await sessionRow(user.id))!.expiresAt.getTime();
    expect(Math.abs(after - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    const renewed = setCookie(res);
    expect(renewed?.value).toBe(cookie.split('=')[1]);
    expect(Math.abs(renewed!.expires! - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    // 29 more days without use: 58 days after sign-in, still signed in.
    await daysPass(user.id, 29);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('ends a session used every day 180 days after sign-in', async () => {
    const { cookie, user } = await registerUser(t.app);
    const statuses: number[] = [];
    for (let day = 1; day <= 180; day++) {
      await daysPass(user.id, 1);
      statuses.push((await me(cookie)).statusCode);
      if (day === 170) {
        // Extended daily, but never past the 180th day.
        const row = (await sessionRow(user.id))!;
        expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(180 * DAY_MS);
        expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * DAY_MS + 60_000);
      }
    }
    expect(statuses.slice(0, 179)).toEqual(Array.from({ length: 179 }, () => 200));
    expect(statuses[179]).toBe(401);
    expect(await sessionRow(user.id)).toBeUndefined();
  });
});
