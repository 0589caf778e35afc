import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createApiLogger } from '../src/logger.ts';
import { registerUser, createTestApp, type TestApp } from './test-app.ts';

/** At LOG_LEVEL=debug every request has its line: what a URL carries beyond its path stays out of it. */
describe('request lines at debug', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'debug' } });
    app = await buildApp({
      runtime: t.runtime,
      logger: createApiLogger('debug', { write: (line: string) => void lines.push(line) }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('log the path, never a search of the journal, a tRPC input or a reset token', async () => {
    const { cookie } = await registerUser(app);
    const token = 'Zq8vTokenFromAResetMail0123456789abcdefXYZ';
    const calls = [
      '/api/entries?search=my%20secret%20affair&limit=10',
      `/trpc/entries.list?batch=1&input=${encodeURIComponent('{"0":{"search":"my secret affair"}}')}`,
      `/api/auth/validate-reset-token/${token}`,
      `/trpc/auth.validateResetToken?batch=1&input=${encodeURIComponent(`{"0":{"token":"${token}"}}`)}`,
    ];
    for (const url of calls) await app.inject({ method: 'GET', url, headers: { cookie } });
    const requestLines = lines.filter((l) => l.includes('"req":'));
    expect(requestLines.length).toBeGreaterThanOrEqual(calls.length);
    const all = lines.join('\n');
    expect(all).toContain('"url":"/api/entries"');
    expect(all).toContain('"url":"/api/auth/validate-reset-token/…"');
    expect(all).not.toMatch(/secret|affair/);
    expect(all).not.toContain(token);
  });
});
