import { join } from 'node:path';
import { passwordWork } from '@innerweather/auth/password';
import { eventually } from '@innerweather/db/testing/eventually';
import { readOutbox } from '@innerweather/email/outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, sessionCookie, uniqueEmail, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      authRateLimits: {
        forgotPassword: { limit: 3, windowMs: 60_000 },
        register: { limit: 1000, windowMs: 60_000 },
        loginPerClient: { limit: 1000, windowMs: 60_000 },
      },
    },
    runJobs: true,
  });
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const mailsTo = async (email: string) =>
  (await readOutbox(join(t.dataDir, 'outbox'))).filter((m) => m.raw.includes(`To: ${email}`));

/** The token of the `nth` reset mail to `email` (the mail is sent by a job: it is waited for). */
async function resetLinkFor(email: string, nth = 1): Promise<string> {
  const mails = await eventually(
    async () => {
      const found = await mailsTo(email);
      return found.length >= nth ? found : undefined;
    },
    { what: `reset mail ${nth} to ${email}` },
  );
  const mail = mails[nth - 1]!;
  // Quoted-printable may wrap long lines with "=\n".
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}

describe('accounts over REST', () => {
  it('makes the first registered account admin and the second a plain user', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    expect(first.user.role).toBe('admin');
    expect(second.user.role).toBe('user');
  });

  it('registers, reads the current user, updates the profile and signs out', async () => {
    const email = uniqueEmail('flow');
    const reg = await post('/api/auth/register', {
      email,
      password: 'quiet-harbour-42',
      firstName: 'Mia',
      lastName: 'Stone',
    });
    expect(reg.statusCode).toBe(200);
    const { user } = reg.json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({ email, firstName: 'Mia', lastName: 'Stone', subscriptionStatus: 'trial' });
    expect(JSON.stringify(reg.json())).not.toMatch(/password/i);
    const cookie = sessionCookie(reg);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, firstName: 'Mia' });

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie },
      payload: { firstName: 'Amelia', lastName: 'Stone-Hart' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ firstName: 'Amelia', lastName: 'Stone-Hart', email });

    const zoned = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie },
      payload: { firstName: 'Amelia', lastName: 'Stone-Hart', timeZone: 'Pacific/Auckland' },
    });
    expect(zoned.json()).toMatchObject({ timeZone: 'Pacific/Auckland' });
    const badZone = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie },
      payload: { firstName: 'Amelia', lastName: 'Stone-Hart', timeZone: 'Mars/Olympus' },
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().message).toBe('Unknown time zone');

    const emptyName = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie },
      payload: { firstName: ' ', lastName: 'X' },
    });
    expect(emptyName.statusCode).toBe(400);
    expect(emptyName.json().message).toBe('Validation Error: Please fill in both first name and last name.');

    const out = await post('/api/auth/logout', undefined, { cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('iw_session=;');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("starts a new account in the browser's time zone, or UTC when the zone is unknown", async () => {
    const paris = await post('/api/auth/register', {
      email: uniqueEmail('tz'),
      password: 'quiet-harbour-42',
      firstName: 'A',
      lastName: 'B',
      timeZone: 'Europe/Paris',
    });
    expect(paris.json().user.timeZone).toBe('Europe/Paris');
    const unknown = await post('/api/auth/register', {
      email: uniqueEmail('tz'),
      password: 'quiet-harbour-42',
      firstName: 'A',
      lastName: 'B',
      timeZone: 'Mars/Olympus',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().user.timeZone).toBe('UTC');
  });

  it('signs in with the right password and sets a HttpOnly SameSite=Lax session cookie on /', async () => {
    const { user, password } = await registerUser(t.app);
    const res = await post('/api/auth/login', { email: user.email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^iw_session=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure'); // APP_URL is http in tests
    expect(res.json().user.email).toBe(user.email);
  });

  it('refuses a duplicate e-mail with 409, whatever its case', async () => {
    const { user } = await registerUser(t.app);
    const res = await post('/api/auth/register', {
      email: user.email.toUpperCase(),
      password: 'quiet-harbour-42',
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'An account with this email already exists',
      code: 'CONFLICT',
    });
  });

  it('answers validation failures with the spec messages', async () => {
    const cases: Array<[object, string, string]> = [
      [
        { email: 'not-an-email', password: 'quiet-harbour-42', firstName: 'A', lastName: 'B' },
        'email',
        'Please enter a valid email address',
      ],
      [
        { email: uniqueEmail(), password: '123', firstName: 'A', lastName: 'B' },
        'password',
        'Password must be at least 6 characters',
      ],
      [
        { email: uniqueEmail(), password: 'quiet-harbour-42', firstName: '', lastName: 'B' },
        'firstName',
        'First name is required',
      ],
      [
        { email: uniqueEmail(), password: 'quiet-harbour-42', firstName: 'A', lastName: '' },
        'lastName',
        'Last name is required',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post('/api/auth/register', payload);
      expect(res.statusCode).toBe(400);
      const body = res.json<{
        message: string;
        code: string;
        issues: Array<{ path: string[]; message: string }>;
      }>();
      expect(body.message).toBe(message);
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.issues).toContainEqual({ path: [field], message });
    }
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await post(
      '/api/auth/login',
      { email: user.email, password: 'wrong-password' },
      { 'x-forwarded-for': '10.9.0.1' },
    );
    const unknown = await post(
      '/api/auth/login',
      { email: uniqueEmail('ghost'), password: 'wrong-password' },
      { 'x-forwarded-for': '10.9.0.1' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('slows an account down after 5 wrong passwords, says how long, and never refuses its known device', async () => {
    const register = await post('/api/auth/register', {
      email: uniqueEmail('slow'),
      password: 'quiet-harbour-42',
      firstName: 'Sam',
      lastName: 'Slow',
    });
    const email = register.json<{ user: { email: string } }>().user.email;
    const deviceCookie = ([register.headers['set-cookie']].flat() as string[])
      .find((c) => c.startsWith('iw_device='))!
      .split(';')[0]!;
    // Wrong passwords from five addresses: no lock-out for the first five.
    for (let i = 0; i < 5; i++) {
      const wrong = await post(
        '/api/auth/login',
        { email, password: 'wrong-password' },
        { 'x-forwarded-for': `10.0.1.${i}` },
      );
      expect(wrong.statusCode).toBe(401);
    }
    // A sixth address, even with the right password, waits the account's delay and is told how long.
    const held = await post(
      '/api/auth/login',
      { email, password: 'quiet-harbour-42' },
      { 'x-forwarded-for': '10.0.1.50' },
    );
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(
      'Too many failed sign-ins for this account. Please try again in 1 second.',
    );
    expect(held.headers['retry-after']).toBe('1');
    // The device that signed in to the account before is let in at once with the right password.
    const owner = await post(
      '/api/auth/login',
      { email, password: 'quiet-harbour-42' },
      { 'x-forwarded-for': '10.0.1.51', cookie: deviceCookie },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('answers the owner right during a flood of wrong passwords from 300 addresses', async () => {
    const register = await post('/api/auth/register', {
      email: uniqueEmail('flooded'),
      password: 'quiet-harbour-42',
      firstName: 'F',
      lastName: 'L',
    });
    const email = register.json<{ user: { email: string } }>().user.email;
    const deviceCookie = ([register.headers['set-cookie']].flat() as string[])
      .find((c) => c.startsWith('iw_device='))!
      .split(';')[0]!;
    const flood = Array.from({ length: 300 }, (_, i) =>
      post(
        '/api/auth/login',
        { email, password: `guess-${i}` },
        { 'x-forwarded-for': `10.3.${i >> 8}.${i & 255}` },
      ),
    );
    // The owner signs in while the guesses fill the sign-in hashing lane.
    for (let i = 0; i < 400 && passwordWork().signIn.waiting < 50; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(passwordWork().signIn.waiting).toBeGreaterThanOrEqual(50);
    const mine = await post(
      '/api/auth/login',
      { email, password: 'quiet-harbour-42' },
      { 'x-forwarded-for': '10.4.0.1', cookie: deviceCookie },
    );
    const theirs = await Promise.all(flood);
    expect(mine.statusCode).toBe(200);
    // None of the flood got in, and each refusal is a 401 or a 429 that says how long.
    for (const res of theirs) {
      expect([401, 429]).toContain(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().message).toMatch(/Please try again in \d+ (second|minute)s?\./);
    }
  }, 120_000);

  it('makes each further wrong password wait longer, up to minutes, and a right one clears it', async () => {
    const { user } = await registerUser(t.app);
    const at = (n: number) => ({ 'x-forwarded-for': `10.0.2.${n}` });
    const start = t.clock.now().getTime();
    const waits: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, at(i));
      if (res.statusCode === 429) {
        waits.push(res.json<{ message: string }>().message);
        // Time moves past the wait: the next try is heard (and fails again).
        t.clock.set(new Date(t.clock.now().getTime() + Number(res.headers['retry-after']) * 1000));
        expect(
          (await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, at(i)))
            .statusCode,
        ).toBe(401);
      } else expect(res.statusCode).toBe(401);
    }
    expect(waits.length).toBeGreaterThan(3);
    const seconds = waits.map((m) =>
      Number(/in (\d+) second/.exec(m)?.[1] ?? 60 * Number(/in (\d+) minute/.exec(m)?.[1])),
    );
    for (let i = 1; i < seconds.length; i++) expect(seconds[i]).toBeGreaterThan(seconds[i - 1]!);
    t.clock.set(new Date(t.clock.now().getTime() + 60 * 60 * 1000));
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'quiet-harbour-42' }, at(99))).statusCode,
    ).toBe(200);
    // Cleared: five fresh wrong passwords are heard again without a wait.
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, at(100 + i)))
          .statusCode,
      ).toBe(401);
    t.clock.set(new Date(start));
  });

  it('refuses a common password with a 400 that says so, at sign-up and at reset', async () => {
    for (const password of ['123456', 'password1', 'Qwerty123']) {
      const res = await post('/api/auth/register', {
        email: uniqueEmail('common'),
        password,
        firstName: 'C',
        lastName: 'P',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Password is too common: it is among the passwords attackers try first. Please choose another.',
      );
    }
    const { user } = await registerUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await resetLinkFor(user.email);
    const reset = await post('/api/auth/reset-password', { token, password: 'letmein' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toMatch(/^Password is too common/);
  });

  it('refuses names with line breaks, direction overrides or invisible characters, naming the field', async () => {
    const cases: Array<[string, string, string]> = [
      ['firstName', 'Ada\r\nBcc: x@y.z', 'First name'],
      ['lastName', 'evil\u202Egnp.exe', 'Last name'],
      ['firstName', 'Zero\u200Bwidth', 'First name'],
    ];
    for (const [field, value, label] of cases) {
      const res = await post('/api/auth/register', {
        email: uniqueEmail('names'),
        password: 'quiet-harbour-42',
        firstName: 'Ada',
        lastName: 'Lovelace',
        [field]: value,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `${label} cannot contain control, text-direction or invisible characters`,
      );
    }
    const { cookie } = await registerUser(t.app);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie },
      payload: { firstName: 'Ada', lastName: 'Love\u202Elace' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(
      'Last name cannot contain control, text-direction or invisible characters',
    );
  });

  it('rate-limits forgot-password with 429', async () => {
    const headers = { 'x-forwarded-for': '10.0.0.78' };
    const email = uniqueEmail('limit');
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/forgot-password', { email }, headers)).statusCode).toBe(200);
    const limited = await post('/api/auth/forgot-password', { email }, headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many reset requests/);
  });

  it('reads and saves notification preferences, all on by default', async () => {
    const { cookie } = await registerUser(t.app);
    const get = await t.app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie } });
    expect(get.json()).toEqual({
      dailyJournalReminder: true,
      weeklyProgressSummary: true,
      moodPatternAlerts: true,
      reminderHour: 20,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie },
      payload: { moodPatternAlerts: false },
    });
    expect(put.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie } });
    expect(again.json()).toEqual({
      dailyJournalReminder: true,
      weeklyProgressSummary: true,
      moodPatternAlerts: false,
      reminderHour: 20,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie },
      payload: { moodPatternAlerts: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/preferences' })).statusCode).toBe(401);
  });
});

describe('password reset through the outbox', () => {
  it('answers forgot-password the same whether or not the account exists, and mails only real accounts', async () => {
    const { user } = await registerUser(t.app);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().delivery).toBe('outbox');
    expect(known.json().message).toBe(
      'If an account with that email exists, a password reset link has been sent.',
    );
    await resetLinkFor(user.email);
    await t.runtime.jobs.idle();
    const mails = await readOutbox(join(t.dataDir, 'outbox'));
    expect(mails.some((m) => m.raw.includes('nobody'))).toBe(false);
  });

  it('resets the password once with the mailed link, ends every session, and refuses reuse', async () => {
    const { user, cookie } = await registerUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await resetLinkFor(user.email);

    const check = await t.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}` });
    expect(check.json()).toEqual({ valid: true });

    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'quiet-harbour-42' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);

    const reuse = await post('/api/auth/reset-password', { token, password: 'another-pass' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('Invalid or expired token');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}` })).json(),
    ).toEqual({
      valid: false,
    });
  });

  it('retires every older link of the account when one of them is used', async () => {
    const { user } = await registerUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const first = await resetLinkFor(user.email, 1);
    await post('/api/auth/forgot-password', { email: user.email });
    const second = await resetLinkFor(user.email, 2);
    expect(first).not.toBe(second);

    expect(
      (await post('/api/auth/reset-password', { token: second, password: 'brand-new-2' })).statusCode,
    ).toBe(200);
    const check = await t.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${first}` });
    expect(check.json()).toEqual({ valid: false });
    const late = await post('/api/auth/reset-password', { token: first, password: 'attacker-pass' });
    expect(late.statusCode).toBe(400);
    expect((await post('/api/auth/login', { email: user.email, password: 'brand-new-2' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a link older than one hour and never stores the token itself', async () => {
    const { user } = await registerUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await resetLinkFor(user.email);
    const stored = await t.runtime.db.selectFrom('passwordResetTokens').select('tokenHash').execute();
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);

    t.clock.set(new Date(Date.now() + 61 * 60 * 1000));
    try {
      const res = await post('/api/auth/reset-password', { token, password: 'late-password' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired token');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('says a made-up token is not valid', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/validate-reset-token/made-up-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: false });
  });
});
