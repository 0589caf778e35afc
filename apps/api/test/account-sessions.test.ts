import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './test-app.ts';

const PASSWORD = 'quiet-harbour-42';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface ListedSession {
  id: string;
  browser: string;
  os: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

function suite(mode: string) {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const signIn = async (email: string, password: string, userAgent: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookie(res);
  };
  const signedIn = async (cookie: string) => (await call(cookie, 'GET', '/api/auth/user')).statusCode;

  describe(`sessions and password (${mode})`, () => {
    it('lists the signed-in devices with this one marked, and signs out the others', async () => {
      const { user } = await registerUser(t.app);
      const here = await signIn(user.email, PASSWORD, FIREFOX_LINUX);
      const laptop = await signIn(user.email, PASSWORD, CHROME_WINDOWS);
      const phone = await signIn(user.email, PASSWORD, SAFARI_IPHONE);

      const listed = await call(here, 'GET', '/api/account/sessions');
      expect(listed.statusCode, listed.body).toBe(200);
      const sessions = listed.json<ListedSession[]>();
      // The sign-up's own session (inject's user agent names no browser) and the three sign-ins.
      expect(sessions).toHaveLength(4);
      const named = sessions.map((s) => `${s.browser} on ${s.os}${s.current ? ' (this one)' : ''}`).sort();
      expect(named).toEqual([
        'Another browser or app on Unknown system',
        'Chrome on Windows',
        'Firefox on Linux (this one)',
        'Safari on iOS',
      ]);
      expect(sessions[0]).toMatchObject({ browser: 'Firefox', os: 'Linux', current: true });
      for (const s of sessions) expect(Date.now() - new Date(s.lastSeenAt).getTime()).toBeLessThan(60_000);
      expect(JSON.stringify(sessions)).not.toContain(here.split('=')[1]);

      const out = await call(here, 'POST', '/api/account/sessions/sign-out-others');
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json()).toEqual({ signedOut: 3 });
      expect(await signedIn(laptop)).toBe(401);
      expect(await signedIn(phone)).toBe(401);
      expect(await signedIn(here)).toBe(200);
      const left = (await call(here, 'GET', '/api/account/sessions')).json<ListedSession[]>();
      expect(left.map((s) => [s.browser, s.current])).toEqual([['Firefox', true]]);
      expect((await call(null, 'GET', '/api/account/sessions')).statusCode).toBe(401);
      expect((await call(null, 'POST', '/api/account/sessions/sign-out-others')).statusCode).toBe(401);
    });

    it('changes the password with the current one: the other sessions end, this one stays', async () => {
      const { user, cookie: here } = await registerUser(t.app);
      const other = await signIn(user.email, PASSWORD, CHROME_WINDOWS);
      const change = (currentPassword: string, newPassword: string) =>
        call(here, 'POST', '/api/account/password', { currentPassword, newPassword });

      const wrong = await change('not-the-password-7', 'amber-lantern-17');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json<{ message: string }>().message).toBe('Incorrect password: nothing was changed.');
      // The same rules as sign-up: long enough, not a common password.
      const short = await change(PASSWORD, 'abc');
      expect(short.statusCode).toBe(400);
      expect(short.json<{ message: string }>().message).toContain('Password must be at least 6 characters');
      const common = await change(PASSWORD, 'password123');
      expect(common.statusCode).toBe(400);
      expect(common.json<{ message: string }>().message).toBe(
        'Password is too common: it is among the passwords attackers try first. Please choose another.',
      );
      expect(await signedIn(other)).toBe(200);

      const changed = await change(PASSWORD, 'amber-lantern-17');
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ signedOut: 1 });
      expect(await signedIn(other)).toBe(401);
      expect(await signedIn(here)).toBe(200);
      const old = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: PASSWORD },
      });
      expect(old.statusCode).toBe(401);
      await signIn(user.email, 'amber-lantern-17', FIREFOX_LINUX);
    });

    it('is the same over tRPC', async () => {
      const { cookie } = await registerUser(t.app);
      const res = await t.app.inject({ method: 'GET', url: '/trpc/account.sessions', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ result: { data: ListedSession[] } }>().result.data;
      expect(data).toHaveLength(1);
      expect(data[0]!.current).toBe(true);
    });
  });
}

suite(process.env.REDIS_URL ? 'services' : 'embedded');
