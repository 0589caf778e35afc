import { join } from 'node:path';
import { eventually } from '@innerweather/db/testing/eventually';
import { readOutbox } from '@innerweather/email/outbox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

// Redis named but unreachable (nothing listens on port 1): the services mode during a Redis outage.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { REDIS_URL: 'redis://127.0.0.1:1' },
    config: {
      authRateLimits: {
        loginPerClient: { limit: 2, windowMs: 60_000 },
        forgotPassword: { limit: 5, windowMs: 60_000 },
      },
    },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

it('signs in during a Redis outage, still counting attempts in this process', async () => {
  const { user, password } = await registerUser(t.app);
  const login = await post('/api/auth/login', { email: user.email, password });
  expect(login.statusCode).toBe(200);
  expect((await post('/api/auth/login', { email: user.email, password: 'wrong-one' })).statusCode).toBe(401);
  const third = await post('/api/auth/login', { email: user.email, password });
  expect(third.statusCode).toBe(429);
});

it('answers forgot-password during a Redis outage and still sends the link', async () => {
  const { user } = await registerUser(t.app);
  const res = await post('/api/auth/forgot-password', { email: user.email });
  expect(res.statusCode).toBe(200);
  await eventually(
    async () => {
      const mails = await readOutbox(join(t.dataDir, 'outbox'));
      return mails.find((m) => m.raw.includes(`To: ${user.email}`));
    },
    { what: 'the reset mail' },
  );
});
