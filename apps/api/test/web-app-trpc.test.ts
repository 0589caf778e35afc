import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function saveEntry(cookie: string, content: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/trpc/entries.create',
    headers: { cookie, 'content-type': 'application/json' },
    payload: { content },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: { data: { id: string } } }>().result.data.id;
}

/** tRPC's batched GET, as httpBatchLink sends it: the procedures in the path, their inputs by position. */
function batchUrl(calls: ReadonlyArray<readonly [string, unknown]>): string {
  const path = calls.map(([name]) => name).join(',');
  const input = Object.fromEntries(calls.map(([, value], i) => [String(i), value]));
  return `/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

describe('the web app over tRPC', () => {
  it('reads the dashboard in one batched call after saving an entry', async () => {
    const { cookie } = await registerUser(t.app);
    const first = await saveEntry(
      cookie,
      'A long walk by the sea, and a calm evening with a book afterwards.',
    );
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const second = await saveEntry(
      cookie,
      'Deadlines again today; I kept worrying I would let the team down.',
    );

    // After the second save the dashboard reads everything again, and its guidance query for the old list of
    // recent entries is still on screen beside the one for the new list: six procedures, 111 characters of path.
    const calls = [
      ['entries.recent', undefined],
      ['stats.get', undefined],
      ['emotions.timeline', { days: 30 }],
      ['recommendations.list', undefined],
      ['guidance.listForEntries', { entryIds: [first] }],
      ['guidance.listForEntries', { entryIds: [second, first] }],
    ] as const;
    const res = await t.app.inject({ method: 'GET', url: batchUrl(calls), headers: { cookie } });

    expect(res.statusCode).toBe(200);
    const answers = res.json<Array<{ result?: { data: unknown }; error?: unknown }>>();
    expect(answers.filter((a) => a.error)).toEqual([]);
    expect(answers).toHaveLength(calls.length);
    const recent = answers[0]!.result!.data as Array<{ id: string }>;
    expect(recent.map((e) => e.id)).toEqual([second, first]);
  });

  it('answers "who is signed in?" with null for a visitor, where REST answers 401', async () => {
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/auth.signedInUser' });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json()).toEqual({ result: { data: null } });

    const rest = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(rest.statusCode).toBe(401);
  });

  it('answers "who is signed in?" with the user, and nothing more, once signed in', async () => {
    const { cookie, user } = await registerUser(t.app, { firstName: 'Noor', lastName: 'Haddad' });
    const res = await t.app.inject({ method: 'GET', url: '/trpc/auth.signedInUser', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const answered = res.json<{ result: { data: Record<string, unknown> } }>().result.data;
    expect(answered).toMatchObject({ id: user.id, email: user.email, firstName: 'Noor', lastName: 'Haddad' });
    expect(JSON.stringify(answered)).not.toMatch(/hash|argon/i);
  });
});
