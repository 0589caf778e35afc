import { join } from 'node:path';
import { eventually } from '@innerweather/db/testing/eventually';
import { readOutbox } from '@innerweather/email/outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, sessionCookie, uniqueEmail, type TestApp } from './test-app.ts';

/**
 * An e-mail typed or pasted with spaces around it, or in other capitals, is the same e-mail wherever one is accepted:
 * sign-up, sign-in, password reset request, admin invitation, over REST and over tRPC (as the web app sends it).
 */
describe(`e-mails with spaces around them (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runJobs: true });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const padded = (email: string) => `  ${email.toUpperCase()}\t \n`;

  it('signs up with a padded, capitalised e-mail and stores it trimmed and lower-cased', async () => {
    const email = uniqueEmail('padded-up');
    for (const url of ['/api/auth/register', '/trpc/auth.register']) {
      const address = url.startsWith('/trpc') ? `t${email}` : email;
      const res = await post(url, {
        email: padded(address),
        password: 'quiet-harbour-42',
        firstName: 'Mia',
        lastName: 'Stone',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(`"email":"${address}"`);
    }
    // The same address again, padded differently, is the existing account.
    const again = await post('/api/auth/register', {
      email: ` ${email} `,
      password: 'quiet-harbour-42',
      firstName: 'Mia',
      lastName: 'Stone',
    });
    expect(again.statusCode).toBe(409);
  });

  it('signs in with spaces around the e-mail over REST and tRPC, and still refuses a bad one', async () => {
    const { user, password } = await registerUser(t.app);
    for (const url of ['/api/auth/login', '/trpc/auth.login']) {
      const res = await post(url, { email: padded(user.email), password });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(sessionCookie(res)).toMatch(/^iw_session=/);
    }
    for (const url of ['/api/auth/login', '/trpc/auth.login']) {
      const res = await post(url, { email: '  not an e-mail  ', password });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Please enter a valid email address');
    }
  });

  it('mails the reset link when the request has spaces around the e-mail', async () => {
    const { user } = await registerUser(t.app);
    const res = await post('/api/auth/forgot-password', { email: padded(user.email) });
    expect(res.statusCode, res.body).toBe(200);
    const viaTrpc = await post('/trpc/auth.forgotPassword', { email: padded(user.email) });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    const mails = await eventually(
      async () => {
        const found = (await readOutbox(join(t.dataDir, 'outbox'))).filter((m) =>
          m.raw.includes(`To: ${user.email}`),
        );
        return found.length >= 2 ? found : undefined;
      },
      { what: `reset mails to ${user.email}` },
    );
    expect(mails).toHaveLength(2);
  });

  it('creates a user whose e-mail the admin pasted with spaces, trimmed and lower-cased', async () => {
    const admin = await registerUser(t.app);
    await t.runtime.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const email = uniqueEmail('invited');
    const created = await post('/api/admin/users', { email: padded(email), passwordHash: '' }, admin.cookie);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ email: string }>().email).toBe(email);
    const viaTrpc = await post('/trpc/admin.createUser', { email: padded(`t${email}`) }, admin.cookie);
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(viaTrpc.body).toContain(`"email":"t${email}"`);
  });

  it('answers an e-mail over 254 characters with the spec message wherever one is accepted', async () => {
    const admin = await registerUser(t.app);
    await t.runtime.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.example`;
    expect(long.length).toBeGreaterThan(254);
    const calls: Array<[string, object]> = [
      ['/api/auth/register', { email: long, password: 'quiet-harbour-42', firstName: 'A', lastName: 'B' }],
      ['/api/auth/login', { email: long, password: 'quiet-harbour-42' }],
      // Settings' "send a reset link" posts here too.
      ['/api/auth/forgot-password', { email: long }],
      ['/api/admin/users', { email: long, passwordHash: '' }],
      ['/trpc/admin.createUser', { email: long }],
    ];
    for (const [url, payload] of calls) {
      const res = await post(url, payload, url.includes('admin') ? admin.cookie : undefined);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.body, url).toContain('Please enter a valid email address');
      expect(res.body, url).not.toContain('254');
    }
  });
});
