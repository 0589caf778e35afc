import type { TEntry } from '@innerweather/validators/journal';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { freeEntriesPerMonth: 0 } });
});
afterAll(() => t.close());

const save = (
  cookie: string,
  key: string | undefined,
  content = 'A day with a save that had to be retried.',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/entries',
    headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { content, category: 'work' },
  });

const entriesOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/entries', headers: { cookie } })).json<TEntry[]>();

it('answers a retried save with the same Idempotency-Key with the first entry, saved once', async () => {
  const { cookie } = await registerUser(t.app);
  const first = await save(cookie, 'retry-key-1');
  const again = await save(cookie, 'retry-key-1');
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  expect(again.json<TEntry>().id).toBe(first.json<TEntry>().id);
  expect(again.json<TEntry>().content).toBe(first.json<TEntry>().content);
  expect(await entriesOf(cookie)).toHaveLength(1);

  expect((await save(cookie, 'retry-key-2')).json<TEntry>().id).not.toBe(first.json<TEntry>().id);
  expect((await save(cookie, undefined)).statusCode).toBe(201);
  expect(await entriesOf(cookie)).toHaveLength(3);
});

it('saves once when the same key arrives several times at once', async () => {
  const { cookie } = await registerUser(t.app);
  const answers = await Promise.all([1, 2, 3, 4, 5].map(() => save(cookie, 'at-once')));
  expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
  expect(new Set(answers.map((a) => a.json<TEntry>().id)).size).toBe(1);
  expect(await entriesOf(cookie)).toHaveLength(1);
});

it('keeps keys per user, for 24 hours, for one text', async () => {
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  const mine = (await save(a.cookie, 'shared-key')).json<TEntry>();
  const theirs = await save(b.cookie, 'shared-key');
  expect(theirs.statusCode).toBe(201);
  expect(theirs.json<TEntry>().id).not.toBe(mine.id);

  const reused = await save(a.cookie, 'shared-key', 'Something else entirely, written later.');
  expect(reused.statusCode).toBe(409);
  expect(reused.json().message).toBe('This Idempotency-Key was already used for another entry');

  t.clock.set(new Date(Date.now() + 25 * 60 * 60 * 1000));
  try {
    const later = await save(a.cookie, 'shared-key');
    expect(later.statusCode).toBe(201);
    expect(later.json<TEntry>().id).not.toBe(mine.id);
  } finally {
    t.clock.set(new Date());
  }
});

it('refuses a malformed key with 400', async () => {
  const { cookie } = await registerUser(t.app);
  const res = await save(cookie, 'x'.repeat(201));
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Idempotency-Key must be 1 to 200 visible ASCII characters');
});
