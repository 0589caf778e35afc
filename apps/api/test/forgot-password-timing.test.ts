import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { authRateLimits: { forgotPassword: { limit: 1000, windowMs: 60_000 } } },
  });
});
afterAll(() => t.close());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timedForgot(email: string): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const elapsed = performance.now() - started;
  expect(res.statusCode).toBe(200);
  return elapsed;
}

it('answers forgot-password for a known and an unknown e-mail in the same time (30 pairs, within 2 ms)', async () => {
  const { user } = await registerUser(t.app);
  for (let i = 0; i < 5; i++) {
    await timedForgot(user.email);
    await timedForgot(uniqueEmail('nobody'));
  }
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 30; i++) {
    // Alternating which goes first, so a slow moment of the machine falls on both sides.
    if (i % 2 === 0) {
      known.push(await timedForgot(user.email));
      unknown.push(await timedForgot(uniqueEmail('nobody')));
    } else {
      unknown.push(await timedForgot(uniqueEmail('nobody')));
      known.push(await timedForgot(user.email));
    }
  }
  expect(Math.abs(median(known) - median(unknown))).toBeLessThan(2);
});
