import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLucia } from './lucia.ts';
import { createCachedSessionValidator } from './session-cache.ts';

let t: TestDatabase;
let userId: string;
beforeAll(async () => {
  t = await createTestDatabase();
  const user = await t.db
    .insertInto('users')
    .values({ email: 'cache@example.com', passwordHash: null, firstName: 'C', lastName: 'D', profileImageUrl: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
});
afterAll(() => t.destroy());

it('keeps a valid session for its time to live, and forgets it on sign-out at once', async () => {
  const auth = createLucia(t.db, { secureCookies: false });
  let clock = 1_000_000;
  const sessions = createCachedSessionValidator(auth, { ttlMs: 5_000, now: () => clock });
  const session = await auth.createSession(userId, {});

  expect((await sessions.validate(session.id)).user?.id).toBe(userId);
  // Deleted behind the cache's back (another process signed it out): still seen until the time to live ends.
  await t.db.deleteFrom('sessions').where('id', '=', session.id).execute();
  expect((await sessions.validate(session.id)).user?.id).toBe(userId);
  clock += 5_001;
  expect((await sessions.validate(session.id)).session).toBeNull();

  const second = await auth.createSession(userId, {});
  expect((await sessions.validate(second.id)).session?.id).toBe(second.id);
  await auth.invalidateSession(second.id);
  sessions.forget(second.id);
  expect((await sessions.validate(second.id)).session).toBeNull();

  const third = await auth.createSession(userId, {});
  await sessions.validate(third.id);
  await auth.invalidateUserSessions(userId);
  sessions.forgetUser(userId);
  expect((await sessions.validate(third.id)).user).toBeNull();
});

it('never caches an unknown session id', async () => {
  const auth = createLucia(t.db, { secureCookies: false });
  const sessions = createCachedSessionValidator(auth);
  expect((await sessions.validate('not-a-session')).session).toBeNull();
  await t.db.insertInto('sessions').values({ id: 'not-a-session', userId, expiresAt: new Date(Date.now() + 60_000) }).execute();
  expect((await sessions.validate('not-a-session')).user?.id).toBe(userId);
});
