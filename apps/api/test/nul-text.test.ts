import { afterAll, beforeAll, expect, it } from 'vitest';
import { trpcQuery } from './journal-fixtures.ts';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = '\u0000';

it('answers a NUL character in any text field with 400 and a message naming the field', async () => {
  const register = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: uniqueEmail(), password: 'quiet-harbour-42', firstName: `Ada${NUL}`, lastName: 'L' },
  });
  expect(register.statusCode).toBe(400);
  expect(register.json()).toMatchObject({
    message: 'First name cannot contain a NUL character',
    code: 'BAD_REQUEST',
  });

  const { cookie, user } = await registerUser(t.app);
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/user',
    headers: { cookie },
    payload: { firstName: 'Ada', lastName: `Love${NUL}lace` },
  });
  expect(profile.statusCode).toBe(400);
  expect(profile.json().message).toBe('Last name cannot contain a NUL character');

  const entry = await t.app.inject({
    method: 'POST',
    url: '/api/entries',
    headers: { cookie },
    payload: { content: `A long enough entry${NUL} with a NUL in it` },
  });
  expect(entry.statusCode).toBe(400);
  expect(entry.json().message).toBe('Entry cannot contain a NUL character');

  const search = await t.app.inject({
    method: 'GET',
    url: `/api/entries?search=${encodeURIComponent(`wo${NUL}rk`)}`,
    headers: { cookie },
  });
  expect(search.statusCode).toBe(400);
  expect(search.json().message).toBe('Search cannot contain a NUL character');
  await expect(trpcQuery(t, cookie, 'entries.list', { search: `a${NUL}` })).rejects.toThrow(/400/);

  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: `secret${NUL}123` },
  });
  expect(login.statusCode).toBe(400);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: `tok${NUL}en`, password: 'quiet-harbour-42' },
  });
  expect(reset.statusCode).toBe(400);
  const check = await t.app.inject({
    method: 'GET',
    url: `/api/auth/validate-reset-token/${encodeURIComponent(`tok${NUL}en`)}`,
  });
  expect(check.statusCode).toBeLessThan(500);
});
