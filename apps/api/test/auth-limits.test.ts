import { passwordWork } from '@innerweather/auth/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      authRateLimits: {
        register: { limit: 3, windowMs: 60_000 },
        loginPerClient: { limit: 4, windowMs: 60_000 },
        resetPassword: { limit: 3, windowMs: 60_000 },
        validateResetToken: { limit: 3, windowMs: 60_000 },
      },
    },
  });
});
afterAll(() => t.close());

let address = 0;
/** Each test speaks from its own address, so the limits of one do not spill into another. */
const newAddress = () => `10.0.0.${++address}`;
const post = (remoteAddress: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const newAccount = () => ({
  email: uniqueEmail(),
  password: 'quiet-harbour-42',
  firstName: 'A',
  lastName: 'B',
});

describe('limits on what costs password hashing', () => {
  it('refuses a fourth registration from one address with 429, not from another', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++)
      expect((await post(from, '/api/auth/register', newAccount())).statusCode).toBe(200);
    const refused = await post(from, '/api/auth/register', newAccount());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'Too many sign-ups from your network. Please try again in 1 minute.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await post(newAddress(), '/api/auth/register', newAccount())).statusCode).toBe(200);
  });

  it('checks a reset token before hashing the new password, and limits resets per address', async () => {
    const from = newAddress();
    const before = passwordWork().newPassword.done;
    for (let i = 0; i < 3; i++) {
      const res = await post(from, '/api/auth/reset-password', {
        token: `made-up-${i}`,
        password: 'whatever-else-1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired token');
    }
    expect(passwordWork().newPassword.done).toBe(before);
    const refused = await post(from, '/api/auth/reset-password', {
      token: 'made-up',
      password: 'whatever-else-1',
    });
    expect(refused.statusCode).toBe(429);
  });

  it('limits reset-token checks per address', async () => {
    const from = newAddress();
    const check = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/validate-reset-token/made-up', remoteAddress: from });
    for (let i = 0; i < 3; i++) expect((await check()).json()).toEqual({ valid: false });
    expect((await check()).statusCode).toBe(429);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const from = newAddress();
    for (let i = 0; i < 4; i++) {
      const res = await post(from, '/api/auth/login', {
        email: uniqueEmail('stuffed'),
        password: 'guess1234',
      });
      expect(res.statusCode).toBe(401);
    }
    const refused = await post(from, '/api/auth/login', {
      email: uniqueEmail('stuffed'),
      password: 'guess1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    const elsewhere = await post(newAddress(), '/api/auth/login', {
      email: uniqueEmail(),
      password: 'guess1234',
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('signs a user in while a burst of sign-ups waits for its hashing', async () => {
    const { user, password } = await registerUser(t.app, {});
    let registered = 0;
    const burst = Array.from({ length: 12 }, () =>
      post(newAddress(), '/api/auth/register', newAccount()).then((res) => {
        expect(res.statusCode).toBe(200);
        registered += 1;
      }),
    );
    const login = await post(newAddress(), '/api/auth/login', { email: user.email, password });
    expect(login.statusCode).toBe(200);
    // Sign-ups hash one at a time in their own lane: sign-in did not queue behind all of them.
    expect(registered).toBeLessThan(12);
    await Promise.all(burst);
    expect(passwordWork().newPassword.mostRunning).toBe(1);
  });
});
