import type { Encryptor } from '@innerweather/core/shared/encryption';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * README "Back up and restore": a database restored from before an account was deleted brings the account back,
 * but not its data key (KEYS_DIR holds the newest keys). Its journal cannot be read; the app says so, with a 409 a
 * client can show, instead of "Something went wrong on our side" (500) on every read of the journal.
 */
let t: TestApp;
let cipher: Encryptor | undefined;
beforeAll(async () => {
  t = await createTestApp({ wrapEncryptor: (real) => (cipher = real) });
});
afterAll(() => t.close());

it("answers 409 saying why when a restored account's data key is gone", async () => {
  const dora = await signUp(t, { subscriptionStatus: 'pro' });
  const written = await t.app.inject({
    method: 'POST',
    url: '/api/entries',
    headers: { cookie: dora.cookie },
    payload: { content: 'I told nobody but I am scared about the results.', category: 'health' },
  });
  expect(written.statusCode).toBe(201);
  // What a restore from before the deletion leaves: the account's rows, without its key file.
  cipher!.destroyUserKey(dora.userId);

  const res = await t.app.inject({ method: 'GET', url: '/api/entries', headers: { cookie: dora.cookie } });

  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    code: 'CONFLICT',
    message: expect.stringContaining(
      "This account's journal cannot be read: its data key is not in the key folder",
    ),
  });
  const entry = await t.app.inject({
    method: 'GET',
    url: `/api/entries/${written.json<{ id: string }>().id}`,
    headers: { cookie: dora.cookie },
  });
  expect(entry.statusCode).toBe(409);
});
