import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAYLIO_CSV } from './import-samples.ts';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

describe('requests that could come from another site', () => {
  it('refuses a form-like body without an Origin, and takes JSON or no body without one', async () => {
    const { cookie } = await registerUser(t.app);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await isSignedIn(cookie)).toBe(true);

    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: '{"content":"Posted from a form on another site."}',
    });
    expect(plain.statusCode).toBe(403);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('tells a client refused for want of an Origin what to send: the import takes its file once Origin is named', async () => {
    const { cookie } = await registerUser(t.app);
    const upload = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/import?source=daylio&dryRun=true',
        headers: { cookie, 'content-type': 'text/csv', ...headers },
        payload: DAYLIO_CSV,
      });
    const refused = await upload({});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message:
        'Cross-site request refused: send the header Origin: http://localhost:3000, or a JSON body (content-type: application/json)',
      code: 'FORBIDDEN',
      issues: [],
    });
    const accepted = await upload({ origin: 'http://localhost:3000' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ dryRun: true });
  });

  it('answers a form-encoded body on a JSON call from the app origin with 415, not by reading the form', async () => {
    const { user } = await registerUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: user.email, password: 'quiet-harbour-42' }).toString(),
    });
    expect(login.statusCode).toBe(415);
    expect(login.json()).toEqual({
      message: 'Send the request body as application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      issues: [],
    });
    expect(login.headers['set-cookie']).toBeUndefined();
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { origin: 'http://localhost:3000', 'content-type': 'text/plain' },
      payload: '{"content":"Posted as plain text from the app."}',
    });
    expect(plain.statusCode).toBe(415);
  });

  it('takes only JSON on /trpc: a multipart form cannot sign a user out, even from the app origin', async () => {
    const { cookie } = await registerUser(t.app);
    const boundary = 'x-boundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: {
        cookie,
        origin: 'http://localhost:3000',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('answers only under its own name: another Host (DNS rebinding) gets 421, health checks still answer', async () => {
    const rebound = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { host: 'evil.example' },
    });
    expect(rebound.statusCode).toBe(421);
    expect(rebound.json()).toMatchObject({ message: 'This server answers at http://localhost:3000' });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'attacker.test:3000' } });
    expect(page.statusCode).toBe(421);
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: { host } })).statusCode).toBe(
        200,
      );
    }
    const health = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: '10.1.2.3:3000' } });
    expect(health.statusCode).toBe(200);
  });

  it('answers HEAD / like GET /', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/' });
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(get.statusCode);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
    const route = await t.app.inject({ method: 'HEAD', url: '/entries' });
    expect(route.statusCode).toBe(get.statusCode);
  });
});
