import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from './account-fixtures.ts';
import { signUp, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A 400's message names the field or parameter (README, "REST API"). Where a schema has no wording of its own for
 * a missing field or a value of the wrong type, zod's default ("Invalid input: expected string, received
 * undefined") named nothing: the client had to dig the field out of `issues`.
 */
describe(`validation messages name their field (${process.env.REDIS_URL ? 'services' : 'embedded'})`, () => {
  let t: TestApp;
  let user: JournalUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t);
  });
  afterAll(() => t.close());

  const send = (method: 'PUT' | 'POST' | 'PATCH', url: string, payload: string) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: user.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload,
    });

  it.each([
    ['PUT', '/api/auth/user', '{}', 'firstName is required', ['firstName']],
    ['PUT', '/api/auth/user', '{"firstName":"Ann"}', 'lastName is required', ['lastName']],
    [
      'PUT',
      '/api/auth/user',
      '{"firstName":7,"lastName":"Lee"}',
      'firstName must be a string, not a number',
      ['firstName'],
    ],
    ['POST', '/api/auth/reset-password', '{}', 'token is required', ['token']],
    [
      'PUT',
      '/api/preferences',
      '{"dailyJournalReminder":"yes"}',
      'dailyJournalReminder must be a boolean, not a string',
      ['dailyJournalReminder'],
    ],
    ['POST', '/api/entries', '[]', 'The body must be a JSON object, not an array', []],
    [
      'PATCH',
      '/api/entries/00000000-0000-4000-8000-000000000000',
      '"text"',
      'The body must be a JSON object, not a string',
      [],
    ],
  ] as const)('%s %s %s: %s', async (method, url, payload, message, path) => {
    const res = await send(method, url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'BAD_REQUEST' });
    expect(res.json<{ issues: unknown[] }>().issues[0]).toEqual({ path, message });
  });

  it('a message the schema words itself is kept as it is', async () => {
    const res = await send('POST', '/api/entries', '{"content":"short"}');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Entry must be at least 10 characters' });
  });

  it('tRPC callers read the same message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.updateProfile',
      headers: { cookie: user.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"firstName":"Ann"}',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe('lastName is required');
  });
});
