import { LAST_ADMIN_MESSAGE } from '@innerweather/validators/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from './test-app.ts';

/**
 * Without SMTP (this app writes mail to its outbox folder), an admin copies a new user's set-password link and
 * can get a new one; the create answer says whether it was e-mailed. The last-admin guard counts only admins who
 * can sign in.
 */
let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let plain: { cookie: string; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp({ now: '2026-05-20T12:00:00.000Z' });
  admin = await registerUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
  plain = await registerUser(t.app, { firstName: 'Paul', lastName: 'Plain' });
}, 180_000);
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: Json) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const valid = async (token: string) =>
  (await call('GET', `/api/auth/validate-reset-token/${token}`)).json<{ valid: boolean }>().valid;

describe('invitation links without SMTP', () => {
  it('says no e-mail was sent, gives a link to copy, and a new one replaces it', async () => {
    const created = await call('POST', '/api/admin/users', admin.cookie, {
      email: uniqueEmail('ivy'),
      firstName: 'Ivy',
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<{ id: string; invitationPending: boolean; invitationEmailed: boolean }>();
    expect(user.invitationPending).toBe(true);
    expect(user.invitationEmailed).toBe(false);

    const first = await call('POST', `/api/admin/users/${user.id}/invitation`, admin.cookie);
    expect(first.statusCode).toBe(200);
    const one = first.json<{ link: string; emailed: boolean; message: string }>();
    expect(one.emailed).toBe(false);
    expect(one.link).toMatch(/^http:\/\/localhost:3000\/set-password\?token=/);
    expect(one.message).toMatch(/copy this link/);
    expect(one.message).not.toMatch(/will receive/);
    expect(await valid(tokenOf(one.link))).toBe(true);

    const second = (await call('POST', `/api/admin/users/${user.id}/invitation`, admin.cookie)).json<{
      link: string;
    }>();
    expect(await valid(tokenOf(one.link))).toBe(false);
    expect(await valid(tokenOf(second.link))).toBe(true);

    // The copied link sets the password; afterwards there is no invitation left to renew.
    const set = await call('POST', '/api/auth/reset-password', undefined, {
      token: tokenOf(second.link),
      password: 'chosen-by-ivy-77',
    });
    expect(set.statusCode).toBe(200);
    const used = await call('POST', `/api/admin/users/${user.id}/invitation`, admin.cookie);
    expect(used.statusCode).toBe(409);
    const listed = (await call('GET', '/api/admin/users', admin.cookie)).json<
      Array<{ id: string; invitationPending: boolean }>
    >();
    expect(listed.find((u) => u.id === user.id)?.invitationPending).toBe(false);

    const logs = await t.runtime.db.selectFrom('adminLogs').select(['action', 'targetId']).execute();
    expect(logs.filter((l) => l.action === 'invitation_renewed' && l.targetId === user.id)).toHaveLength(2);
  });

  it('is for admins only, and answers 404 for an unknown user', async () => {
    const created = (
      await call('POST', '/api/admin/users', admin.cookie, { email: uniqueEmail('jo') })
    ).json<{ id: string }>();
    expect((await call('POST', `/api/admin/users/${created.id}/invitation`, plain.cookie)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/admin/users/${created.id}/invitation`)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/invitation', admin.cookie))
        .statusCode,
    ).toBe(404);
  });
});

describe('the last-admin guard', () => {
  it('does not count an admin invitation nobody has accepted', async () => {
    const invited = await call('POST', '/api/admin/users', admin.cookie, {
      email: uniqueEmail('pending-admin'),
      role: 'admin',
    });
    expect(invited.statusCode).toBe(201);
    const demote = await call('PUT', `/api/admin/users/${admin.user.id}`, admin.cookie, { role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(LAST_ADMIN_MESSAGE);
    const remove = await call('DELETE', `/api/admin/users/${admin.user.id}`, admin.cookie);
    expect(remove.statusCode).toBe(409);
    // The pending invitation itself may go.
    const { id } = invited.json<{ id: string }>();
    expect((await call('DELETE', `/api/admin/users/${id}`, admin.cookie)).statusCode).toBe(200);
  });
});
