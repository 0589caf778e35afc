import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP face', () => {
  it('answers /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://evil.example' },
      payload: { email: uniqueEmail(), password: 'quiet-harbour-42', firstName: 'A', lastName: 'B' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Cross-site request refused' });
    const users = await t.runtime.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(0);
  });

  it('accepts the same request from the app origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: uniqueEmail(), password: 'quiet-harbour-42', firstName: 'A', lastName: 'B' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Malformed JSON body', code: 'BAD_REQUEST' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is larger than 1 MB',
    });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 401 with JSON for a signed-out call to a protected path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  });

  it('accepts a POST without a body or content type (logout)', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const api = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('documents every auth path with request and response schemas in /api/openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, any>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: Array<[string, string, boolean]> = [
      ['/api/auth/register', 'post', true],
      ['/api/auth/login', 'post', true],
      ['/api/auth/logout', 'post', false],
      ['/api/auth/user', 'get', false],
      ['/api/auth/user', 'put', true],
      ['/api/auth/forgot-password', 'post', true],
      ['/api/auth/validate-reset-token/{token}', 'get', false],
      ['/api/auth/reset-password', 'post', true],
      ['/api/preferences', 'get', false],
      ['/api/preferences', 'put', true],
    ];
    for (const [path, method, hasBody] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(
        op.responses['200'].content['application/json'].schema,
        `${method} ${path} response`,
      ).toBeDefined();
      if (hasBody)
        expect(op.requestBody.content['application/json'].schema, `${method} ${path} body`).toBeDefined();
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
