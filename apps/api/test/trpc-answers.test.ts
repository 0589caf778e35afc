import { createContext } from '@innerweather/api/context';
import { appRouter } from '@innerweather/api/root';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAwkwardEntry, signUp, trpcOwnAnswer, writeEntry } from './journal-fixtures.ts';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dashboard = `/trpc/content.list,stats.get,entries.recent,emotions.timeline?batch=1&input=${encodeURIComponent(
  JSON.stringify({ 3: { days: 30 } }),
)}`;

describe('tRPC answers as a client reads them', () => {
  it('sends a batch as one JSON body with its length, as tRPC writes it', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: dashboard, headers: { cookie } });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers.vary).toBe('trpc-accept, accept');
    // The security headers of every answer are still there.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const answers = res.json<Array<{ result: { data: unknown } }>>();
    expect(answers).toHaveLength(4);
    expect(answers[1]!.result.data).toEqual({
      totalEntries: 0,
      positivityPercentage: 0,
      currentStreak: 0,
      dominantMood: null,
    });
  });

  it("answers the dashboard's batch of a written journal byte for byte as tRPC's own handler does", async () => {
    const user = await signUp(t, { timeZone: 'Pacific/Auckland', subscriptionStatus: 'pro' });
    const scores = { joy: 0.125, calm: 0.375, anxiety: 0.005, sadness: 0.015, anger: 0.35 };
    const day = 24 * 60 * 60 * 1000;
    await writeEntry(t, user.userId, {
      at: new Date(Date.now() - 2 * day).toISOString(),
      category: 'work',
      analysis: { dominant: 'joy', scores, keywords: ['harbour'] },
    });
    await writeEntry(t, user.userId, {
      at: new Date(Date.now() - day).toISOString(),
      analysis: { dominant: 'calm', scores: { joy: 0.2, calm: 0.6 } },
    });
    await postAwkwardEntry(t, user.cookie);
    const single = `/trpc/entries.recent`;
    for (const url of [
      dashboard,
      single,
      `/trpc/emotions.timeline?input=${encodeURIComponent('{"days":365}')}`,
    ]) {
      const ours = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      const theirs = await trpcOwnAnswer(t, user.cookie, url);
      expect(ours.statusCode, url).toBe(theirs.status);
      expect(ours.body, url).toBe(theirs.body);
    }
  });

  it('answers a batch signed out with each call its own error, and 207', async () => {
    const res = await t.app.inject({ method: 'GET', url: dashboard });

    expect(res.statusCode).toBe(207);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const answers = res.json<Array<{ result?: unknown; error?: { data: { code: string } } }>>();
    expect(answers[0]!.result).toBeDefined();
    expect(answers.slice(1).map((a) => a.error?.data.code)).toEqual([
      'UNAUTHORIZED',
      'UNAUTHORIZED',
      'UNAUTHORIZED',
    ]);
  });

  it('answers a malformed JSON body and a missing content type as tRPC does', async () => {
    const { cookie } = await registerUser(t.app);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/trpc/entries.create',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { data: { code: string } } }>().error.data.code).toBe('BAD_REQUEST');

    const untyped = await t.app.inject({ method: 'POST', url: '/trpc/entries.create', headers: { cookie } });
    expect(untyped.statusCode).toBe(415);
    expect(untyped.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(untyped.json<{ error: { message: string } }>().error.message).toBe('Missing content-type header');
  });

  it('still streams a batch a client asks for as JSON lines', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/stats.get,content.list?batch=1',
      headers: { cookie, 'trpc-accept': 'application/jsonl' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const lines = res.body.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(() => lines.map((line) => JSON.parse(line) as unknown)).not.toThrow();
  });

  it("answers queries and mutations, good and bad, exactly as tRPC's own handler does", async () => {
    const { cookie } = await registerUser(t.app);
    const entry = JSON.stringify({ content: 'A quiet walk by the river.', category: 'personal' });
    const calls: Array<{ method: 'GET' | 'POST'; url: string; body?: string; signedIn: boolean }> = [
      { method: 'GET', url: dashboard, signedIn: true },
      { method: 'GET', url: dashboard, signedIn: false },
      { method: 'GET', url: '/trpc/stats.get', signedIn: true },
      { method: 'GET', url: '/trpc/stats.get', signedIn: false },
      // One call's input refused, the others answered.
      {
        method: 'GET',
        url: `/trpc/stats.get,emotions.timeline?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { days: -3 } }))}`,
        signedIn: true,
      },
      {
        method: 'GET',
        url: `/trpc/entries.get?input=${encodeURIComponent(JSON.stringify({ id: 'nope' }))}`,
        signedIn: true,
      },
      { method: 'POST', url: '/trpc/entries.create', body: JSON.stringify({ content: '' }), signedIn: true },
      {
        method: 'POST',
        url: '/trpc/entries.create?batch=1',
        body: JSON.stringify({ 0: { content: '' } }),
        signedIn: true,
      },
      // Not plain calls (tRPC answers them in its own words): an unknown procedure, a query by POST, bad JSON.
      { method: 'GET', url: '/trpc/stats.get,nothing.here?batch=1', signedIn: true },
      { method: 'POST', url: '/trpc/stats.get', body: '{}', signedIn: true },
      { method: 'GET', url: '/trpc/emotions.timeline?input=%7B', signedIn: true },
      { method: 'GET', url: '/trpc/stats.get?batch=1&input=%5B%5D', signedIn: true },
    ];
    for (const call of calls) {
      const headers: Record<string, string> = call.signedIn ? { cookie } : {};
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      const ours = await t.app.inject({ method: call.method, url: call.url, headers, payload: call.body });
      const theirs = await fetchRequestHandler({
        endpoint: '/trpc',
        router: appRouter,
        req: new Request(`http://127.0.0.1:3000${call.url}`, {
          method: call.method,
          headers,
          body: call.body,
        }),
        createContext: () =>
          createContext({
            services: t.runtime.services,
            auth: t.runtime.auth,
            cookieHeader: headers.cookie,
            clientKey: '127.0.0.1',
            setCookie: () => {},
          }),
      });
      const label = `${call.method} ${call.url}`;
      expect(ours.statusCode, label).toBe(theirs.status);
      expect(ours.headers['content-type'], label).toBe(theirs.headers.get('content-type'));
      expect(ours.json(), label).toEqual(await theirs.json());
    }
    // The one entry saved by each handler: both mutations above were refused.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/trpc/entries.create',
      headers: { cookie, 'content-type': 'application/json' },
      payload: entry,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ result: { data: { content: string } } }>().result.data.content).toBe(
      'A quiet walk by the river.',
    );
  });
});
