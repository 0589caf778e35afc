import { join } from 'node:path';
import { createDb } from '@innerweather/db/client';
import { eventually } from '@innerweather/db/testing/eventually';
import { readOutbox } from '@innerweather/email/outbox';
import { createRuntime } from '@innerweather/runtime/runtime';
import type { TAdminLogPage, TAdminUser } from '@innerweather/validators/admin';
import type { TContentItem } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { encryptorOf, trpcQuery, writeEntry } from './journal-fixtures.ts';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: { cookie: string; user: { id: string; email: string; role: string } };
let plain: { cookie: string; user: { id: string; email: string; role: string } };

beforeAll(async () => {
  t = await createTestApp({ runJobs: true, now: '2026-05-20T12:00:00.000Z' });
  admin = await registerUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
  plain = await registerUser(t.app, { firstName: 'Paul', lastName: 'Plain' });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: Json) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

/**
 * A second API instance over the same database: in services mode a runtime of its own (its pool, Redis, content
 * list), as another API process would be; embedded, it shares the one PGlite database, as a second server cannot.
 */
async function startSecondApp() {
  const db = t.databaseUrl ? createDb({ databaseUrl: t.databaseUrl, poolSize: 4 }) : t.runtime.db;
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const runtime = await createRuntime(t.runtime.env, silent, { db, clock: t.clock });
  const app = await buildApp({ runtime });
  await app.ready();
  const close = async () => {
    await app.close();
    await runtime.jobs.close();
    await runtime.contentChanges?.close?.();
    runtime.redis?.disconnect();
    if (db !== t.runtime.db) await db.destroy();
  };
  return { app, close };
}

const logRows = () =>
  t.runtime.db
    .selectFrom('adminLogs')
    .select(['action', 'targetType', 'targetId', 'adminId', 'details'])
    .orderBy('seq')
    .execute();

async function invitationToken(email: string, greeting?: string): Promise<string> {
  const mail = await eventually(
    async () =>
      (await readOutbox(join(t.dataDir, 'outbox'))).find((m) => m.raw.includes(`To: ${email}`)) ?? undefined,
    { what: `invitation mail to ${email}` },
  );
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(body).toContain('Your Innerweather account is ready');
  if (greeting) expect(body).toContain(greeting);
  const match = /http:\/\/localhost:3000\/set-password\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error('no set-password link in the mail');
  return match[1]!;
}

async function createUser(payload: Json): Promise<TAdminUser> {
  const res = await call('POST', '/api/admin/users', admin.cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TAdminUser>();
}

describe('plans', () => {
  it('makes the first account admin and pro, with no monthly limit', async () => {
    const me = (await call('GET', '/api/auth/user', admin.cookie)).json<Json>();
    expect(me).toMatchObject({ role: 'admin', subscriptionStatus: 'pro' });
    expect((await call('GET', '/api/auth/user', plain.cookie)).json<Json>()).toMatchObject({
      role: 'user',
      subscriptionStatus: 'trial',
    });
    for (const n of [1, 2, 3]) {
      const res = await call('POST', '/api/entries', admin.cookie, {
        content: `The owner's entry number ${n}.`,
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await trpcQuery(t, admin.cookie, 'entries.allowance', {})).toEqual({
      limit: null,
      used: 0,
      left: null,
    });
  });

  it('lifts the free limit at once on a second API instance when an admin upgrades the plan', async () => {
    const { app: second, close: closeSecond } = await startSecondApp();
    try {
      const writer = await registerUser(t.app, { firstName: 'Wren', lastName: 'Writer' });
      const save = (app: typeof second, n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/entries',
          headers: { cookie: writer.cookie },
          payload: { content: `Writing entry number ${n} of the month.` },
        });
      expect((await save(t.app, 1)).statusCode).toBe(201);
      expect(await trpcQuery(t, writer.cookie, 'entries.allowance', {})).toEqual({
        limit: 2,
        used: 1,
        left: 1,
      });
      expect((await save(second, 2)).statusCode).toBe(201);
      const refused = await save(second, 3);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Json>().code).toBe('LIMIT_REACHED');

      const upgrade = await call('PUT', `/api/admin/users/${writer.user.id}`, admin.cookie, {
        subscriptionStatus: 'pro',
      });
      expect(upgrade.statusCode).toBe(200);
      expect(upgrade.json<TAdminUser>()).toMatchObject({ subscriptionStatus: 'pro', entryCount: 2 });
      expect((await save(second, 3)).statusCode).toBe(201);
      const me = await second.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: writer.cookie },
      });
      expect(me.json<Json>().subscriptionStatus).toBe('pro');

      // And back: an expired plan is limited again on the other instance at its next request.
      await call('PUT', `/api/admin/users/${writer.user.id}`, admin.cookie, {
        subscriptionStatus: 'expired',
      });
      expect((await save(second, 4)).statusCode).toBe(403);
    } finally {
      await closeSecond();
    }
  });
});

describe('admin calls', () => {
  const calls: Array<{
    rest: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Json];
    trpc: string;
  }> = [
    { rest: ['GET', '/api/admin/users'], trpc: 'admin.users' },
    { rest: ['POST', '/api/admin/users', { email: 'x@example.com' }], trpc: 'admin.createUser' },
    {
      rest: ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000', { role: 'admin' }],
      trpc: 'admin.updateUser',
    },
    { rest: ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000'], trpc: 'admin.deleteUser' },
    { rest: ['GET', '/api/admin/stats'], trpc: 'admin.stats' },
    { rest: ['GET', '/api/admin/content'], trpc: 'admin.content' },
    {
      rest: [
        'PUT',
        '/api/admin/content/features/timeline_description',
        { value: 'Hijacked', valueType: 'text' },
      ],
      trpc: 'admin.updateContent',
    },
    { rest: ['GET', '/api/admin/logs?page=1&limit=25'], trpc: 'admin.logs' },
  ];

  it('answers 401 signed out and 403 to a signed-in non-admin, over REST and tRPC', async () => {
    for (const { rest, trpc } of calls) {
      const [method, url, body] = rest;
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, plain.cookie, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json<Json>().message).toBe('You need admin privileges');

      const isQuery = ['admin.users', 'admin.stats', 'admin.content', 'admin.logs'].includes(trpc);
      for (const cookie of [undefined, plain.cookie]) {
        const res = isQuery
          ? await t.app.inject({
              method: 'GET',
              url: `/trpc/${trpc}`,
              ...(cookie ? { headers: { cookie } } : {}),
            })
          : await t.app.inject({
              method: 'POST',
              url: `/trpc/${trpc}`,
              headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
              payload: JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', email: 'x@example.com' }),
            });
        expect(res.statusCode, `tRPC ${trpc}`).toBe(cookie ? 403 : 401);
      }
    }
    // Nothing was changed by the refused calls.
    expect((await logRows()).filter((r) => r.adminId === plain.user.id)).toEqual([]);
    const content = (await call('GET', '/api/content')).json<TContentItem[]>();
    expect(content.find((c) => c.key === 'timeline_description')?.value).not.toBe('Hijacked');
  });
});

describe('users', () => {
  it('lists users with entry counts and finds them by e-mail or full name, never with a password hash', async () => {
    const res = await call('GET', '/api/admin/users', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    const owner = res.json<TAdminUser[]>().find((u) => u.id === admin.user.id);
    expect(owner).toMatchObject({ role: 'admin', subscriptionStatus: 'pro', entryCount: 3 });

    const byName = (await call('GET', '/api/admin/users?search=paul%20PLAIN', admin.cookie)).json<
      TAdminUser[]
    >();
    expect(byName.map((u) => u.id)).toEqual([plain.user.id]);
    const byEmail = (
      await call(
        'GET',
        `/api/admin/users?search=${encodeURIComponent(plain.user.email.toUpperCase())}`,
        admin.cookie,
      )
    ).json<TAdminUser[]>();
    expect(byEmail.map((u) => u.id)).toEqual([plain.user.id]);
    const wildcard = (await call('GET', '/api/admin/users?search=%25', admin.cookie)).json<TAdminUser[]>();
    expect(wildcard).toEqual([]);
  });

  it('creates a user who sets their password once from the e-mailed link', async () => {
    const email = uniqueEmail('invited');
    const created = await createUser({ email, firstName: 'Ivy', lastName: 'Invited', passwordHash: '' });
    expect(created).toMatchObject({ email, role: 'user', subscriptionStatus: 'trial', entryCount: 0 });
    // No password yet: nobody can sign in to the new account.
    expect(
      (await call('POST', '/api/auth/login', undefined, { email, password: 'guessed-1' })).statusCode,
    ).toBe(401);

    // The invitation greets the new user by name.
    const token = await invitationToken(email, 'Hello Ivy,');
    const set = await call('POST', '/api/auth/reset-password', undefined, {
      token,
      password: 'chosen-by-ivy',
    });
    expect(set.statusCode).toBe(200);
    expect(
      (await call('POST', '/api/auth/login', undefined, { email, password: 'chosen-by-ivy' })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/auth/reset-password', undefined, {
      token,
      password: 'someone-else',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<Json>().message).toBe('Invalid or expired token');

    const row = (await logRows()).find((r) => r.action === 'user_created' && r.targetId === created.id);
    expect(row).toMatchObject({
      targetType: 'user',
      adminId: admin.user.id,
      details: { email, role: 'user', subscriptionStatus: 'trial' },
    });
    expect(JSON.stringify(row)).not.toContain('chosen-by-ivy');
  });

  it('an invited user starts in the zone of the browser that sets the password; a later reset keeps it', async () => {
    const email = uniqueEmail('family');
    await createUser({ email, firstName: 'Gran', lastName: 'Family' });
    const set = await call('POST', '/api/auth/reset-password', undefined, {
      token: await invitationToken(email, 'Hello Gran,'),
      password: 'gran-chooses-1',
      timeZone: 'Europe/Berlin',
    });
    expect(set.statusCode, set.body).toBe(200);
    const signIn = await call('POST', '/api/auth/login', undefined, { email, password: 'gran-chooses-1' });
    expect(signIn.json<{ user: { timeZone: string } }>().user.timeZone).toBe('Europe/Berlin');

    expect((await call('POST', '/api/auth/forgot-password', undefined, { email })).statusCode).toBe(200);
    const reset = await eventually(
      async () => {
        const mails = await readOutbox(join(t.dataDir, 'outbox'));
        const body = mails
          .filter((m) => m.raw.includes(`To: ${email}`))
          .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
          .find((raw) => raw.includes('/reset-password?token='));
        return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body ?? '')?.[1];
      },
      { what: `reset mail to ${email}` },
    );
    const later = await call('POST', '/api/auth/reset-password', undefined, {
      token: reset,
      password: 'gran-chooses-2',
      timeZone: 'Asia/Tokyo',
    });
    expect(later.statusCode, later.body).toBe(200);
    const again = await call('POST', '/api/auth/login', undefined, { email, password: 'gran-chooses-2' });
    expect(again.json<{ user: { timeZone: string } }>().user.timeZone).toBe('Europe/Berlin');
  });

  it('refuses a missing e-mail, a taken one and any password hash from the client', async () => {
    const missing = await call('POST', '/api/admin/users', admin.cookie, {
      firstName: 'No',
      lastName: 'Mail',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Json>().message).toBe('Email is required');
    const empty = await call('POST', '/api/admin/users', admin.cookie, { email: '  ' });
    expect(empty.json<Json>().message).toBe('Email is required');
    const taken = await call('POST', '/api/admin/users', admin.cookie, {
      email: plain.user.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    const hash = await call('POST', '/api/admin/users', admin.cookie, {
      email: uniqueEmail('hash'),
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
    });
    expect(hash.statusCode).toBe(400);
    expect(hash.json<Json>().message).toMatch(/password cannot be set here/);
  });

  it('updates name, role and plan with a log row naming what changed', async () => {
    const user = await createUser({ email: uniqueEmail('upd'), firstName: 'Una' });
    const res = await call('PUT', `/api/admin/users/${user.id}`, admin.cookie, {
      firstName: 'Una',
      lastName: 'Updated',
      role: 'admin',
      subscriptionStatus: 'pro',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TAdminUser>()).toMatchObject({
      lastName: 'Updated',
      role: 'admin',
      subscriptionStatus: 'pro',
    });
    const row = (await logRows()).filter((r) => r.action === 'user_updated' && r.targetId === user.id);
    expect(row).toEqual([
      expect.objectContaining({
        adminId: admin.user.id,
        details: {
          email: user.email,
          changed: ['lastName', 'role', 'subscriptionStatus'],
          role: { from: 'user', to: 'admin' },
          subscriptionStatus: { from: 'trial', to: 'pro' },
        },
      }),
    ]);
    expect(
      (await call('PUT', '/api/admin/users/not-a-uuid', admin.cookie, { role: 'user' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/admin/users/${user.id}`, admin.cookie, { subscriptionStatus: 'gold' }))
        .statusCode,
    ).toBe(400);
  });

  it('writes the log row in the transaction of the change: no change without its row, no row without its change', async () => {
    const user = await createUser({ email: uniqueEmail('atomic'), firstName: 'Ada' });
    // A log write that fails must undo the change it records.
    await sql`create function refuse_log_of_atomic() returns trigger language plpgsql as $$
      begin
        if new.target_id = ${sql.lit(user.id)} and new.action = 'user_updated' then raise exception 'log refused'; end if;
        return new;
      end $$`.execute(t.runtime.db);
    await sql`create trigger refuse_log_of_atomic before insert on admin_logs
      for each row execute function refuse_log_of_atomic()`.execute(t.runtime.db);
    try {
      const res = await call('PUT', `/api/admin/users/${user.id}`, admin.cookie, {
        subscriptionStatus: 'pro',
      });
      expect(res.statusCode).toBe(500);
      const after = await t.runtime.db
        .selectFrom('users')
        .select('subscriptionStatus')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(after.subscriptionStatus).toBe('trial');
    } finally {
      await sql`drop trigger refuse_log_of_atomic on admin_logs`.execute(t.runtime.db);
      await sql`drop function refuse_log_of_atomic()`.execute(t.runtime.db);
    }
    // A refused change writes no row.
    const before = (await logRows()).length;
    expect(
      (await call('DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000', admin.cookie))
        .statusCode,
    ).toBe(404);
    expect((await logRows()).length).toBe(before);
  });

  it('keeps the last admin: neither deleted nor demoted until another admin exists', async () => {
    const admins = async () =>
      (await call('GET', '/api/admin/users', admin.cookie))
        .json<TAdminUser[]>()
        .filter((u) => u.role === 'admin');
    // Demote every other admin first, so the owner is the last one.
    for (const other of (await admins()).filter((u) => u.id !== admin.user.id)) {
      expect(
        (await call('PUT', `/api/admin/users/${other.id}`, admin.cookie, { role: 'user' })).statusCode,
      ).toBe(200);
    }
    const before = (await logRows()).length;
    const demote = await call('PUT', `/api/admin/users/${admin.user.id}`, admin.cookie, { role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json<Json>().message).toMatch(/last admin/);
    const remove = await call('DELETE', `/api/admin/users/${admin.user.id}`, admin.cookie);
    expect(remove.statusCode).toBe(409);
    expect((await logRows()).length).toBe(before);
    expect((await call('GET', '/api/auth/user', admin.cookie)).json<Json>().role).toBe('admin');

    const deputy = await createUser({ email: uniqueEmail('deputy'), role: 'admin' });
    expect(
      (await call('PUT', `/api/admin/users/${deputy.id}`, admin.cookie, { role: 'user' })).statusCode,
    ).toBe(200);
  });

  it('deletes a user with every row of theirs, and logs the e-mail and entry count', async () => {
    const victim = await registerUser(t.app, { firstName: 'Del', lastName: 'Eted' });
    const id = victim.user.id;
    const db = t.runtime.db;
    const enc = encryptorOf(t);
    const entryId = await writeEntry(t, id, {
      at: '2026-05-19T10:00:00.000Z',
      analysis: { dominant: 'joy' },
    });
    await writeEntry(t, id, { at: '2026-05-19T11:00:00.000Z' });
    await db
      .insertInto('guidance')
      .values({
        userId: id,
        entryId,
        source: 'analyzer',
        detailsEnc: enc.encryptJson({ concern: 'c', recommendation: 'r', reasoning: '' }),
        urgency: 'low',
        professionalType: 'wellness_coach',
      })
      .execute();
    const conversation = await db
      .insertInto('coachConversations')
      .values({ userId: id, questionEnc: enc.encrypt('q'), responseEnc: enc.encrypt('a') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const goal = await db
      .insertInto('goals')
      .values({ userId: id, titleEnc: enc.encrypt('Sleep earlier'), descriptionEnc: null, targetDate: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('goalCheckIns')
      .values({
        goalId: goal.id,
        userId: id,
        progressUpdate: 10,
        reflectionEnc: enc.encrypt('r'),
        mood: 'neutral',
        aiResponseEnc: null,
      })
      .execute();
    await db
      .insertInto('toolkitItems')
      .values({
        userId: id,
        conversationId: conversation.id,
        titleEnc: enc.encrypt('Breathe'),
        contentEnc: enc.encrypt('x'),
        tags: '[]',
        lastAccessed: null,
      })
      .execute();
    const track = await db
      .insertInto('learningTracks')
      .values({
        title: 'T',
        description: 'D',
        slug: `t-${id}`,
        category: 'c',
        learningObjectives: 'o',
        tags: '[]',
        thumbnailUrl: null,
        prerequisites: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const learningModule = await db
      .insertInto('learningModules')
      .values({ trackId: track.id, title: 'M', slug: 'm', summary: 's', tags: '[]', videoUrl: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('moduleProgress')
      .values({ userId: id, moduleId: learningModule.id, status: 'in_progress', completedAt: null })
      .execute();

    const users = (
      await call('GET', `/api/admin/users?search=${encodeURIComponent(victim.user.email)}`, admin.cookie)
    ).json<TAdminUser[]>();
    expect(users[0]?.entryCount).toBe(2);

    const res = await call('DELETE', `/api/admin/users/${id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>()).toMatchObject({
      message: 'User deleted successfully',
      email: victim.user.email,
      entryCount: 2,
    });

    // Every table with a user_id column, whoever added it, holds nothing of theirs.
    const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id'`.execute(db);
    expect(tables.length).toBeGreaterThan(10);
    for (const { name } of tables) {
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(name)} where user_id = ${id}`.execute(db);
      expect(Number(rows[0]!.n), name).toBe(0);
    }
    expect(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await call('GET', '/api/auth/user', victim.cookie)).statusCode).toBe(401);

    const row = (await logRows()).find((r) => r.action === 'user_deleted' && r.targetId === id);
    expect(row).toMatchObject({
      adminId: admin.user.id,
      details: { email: victim.user.email, entryCount: 2 },
    });
    expect((await call('DELETE', `/api/admin/users/${id}`, admin.cookie)).statusCode).toBe(404);
  });

  it('deletes an admin who wrote log rows, and their rows stay', async () => {
    const deputy = await createUser({ email: uniqueEmail('deputy2'), role: 'admin' });
    await t.runtime.services.admin.updateUser(deputy.id, plain.user.id, { lastName: 'Plainer' });
    expect((await call('DELETE', `/api/admin/users/${deputy.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await logRows()).filter((r) => r.adminId === deputy.id).map((r) => r.action)).toEqual([
      'user_updated',
    ]);
  });
});

describe('stats', () => {
  it('counts users, this week’s sign-ups, pro users and entries in SQL', async () => {
    const db = t.runtime.db;
    const [users, pro, entries] = await Promise.all([
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('subscriptionStatus', '=', 'pro')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    await writeEntry(t, plain.user.id, { at: '2026-04-30T23:00:00.000Z' });
    await sql`update users set created_at = '2026-05-01T00:00:00Z' where id = ${plain.user.id}`.execute(db);
    const res = await call('GET', '/api/admin/stats', admin.cookie);
    expect(res.statusCode).toBe(200);
    const stats = res.json<Record<string, number>>();
    expect(stats).toEqual({
      totalUsers: Number(users.n),
      recentUsers: Number(users.n) - 1,
      proUsers: Number(pro.n),
      totalEntries: Number(entries.n) + 1,
      monthlyEntries: Number(entries.n),
      notAboutMeByMonth: expect.arrayContaining([{ month: '2026-05', count: 0 }]),
    });
  });
});

describe('managed content', () => {
  it('has the known keys with their defaults', async () => {
    const items = (await call('GET', '/api/content')).json<TContentItem[]>();
    expect(items.map((i) => `${i.section}/${i.key}`)).toEqual(
      expect.arrayContaining(['features/timeline_description', 'dashboard/welcome_message']),
    );
  });

  it('sanitises html before storing it, and GET /api/content shows the update', async () => {
    const res = await call('PUT', '/api/admin/content/features/timeline_description', admin.cookie, {
      value:
        '<p onclick="steal()">Watch your <strong>weather</strong> change<script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">here</a> <a href="https://example.com/">there</a></p>',
      valueType: 'html',
    });
    expect(res.statusCode).toBe(200);
    const stored = res.json<TContentItem>();
    expect(stored.value).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(stored.value).toContain('<strong>weather</strong>');
    expect(stored.value).toContain('href="https://example.com/"');

    const pub = (await call('GET', '/api/content')).json<TContentItem[]>();
    expect(pub.find((i) => i.key === 'timeline_description')).toMatchObject({
      value: stored.value,
      valueType: 'html',
    });
    const row = (await logRows()).filter((r) => r.action === 'content_updated').at(-1);
    expect(row).toMatchObject({
      targetType: 'content',
      targetId: 'features/timeline_description',
      adminId: admin.user.id,
      details: { section: 'features', key: 'timeline_description', valueType: 'html', sanitised: true },
    });
  });

  it('refuses json that does not parse and stores json that does', async () => {
    const before = (await logRows()).length;
    const bad = await call('PUT', '/api/admin/content/settings/theme', admin.cookie, {
      value: '{"accent": "dusk",}',
      valueType: 'json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Json>().message).toBe('Value must be valid JSON');
    expect((await logRows()).length).toBe(before);
    const good = await call('PUT', '/api/admin/content/settings/theme', admin.cookie, {
      value: '{"accent": "dusk"}',
      valueType: 'json',
    });
    expect(good.statusCode).toBe(200);
    const adminList = (await call('GET', '/api/admin/content', admin.cookie)).json<TContentItem[]>();
    expect(adminList.find((i) => i.section === 'settings' && i.key === 'theme')?.value).toBe(
      '{"accent": "dusk"}',
    );
    expect(
      (
        await call('PUT', '/api/admin/content/bad%20section/key', admin.cookie, {
          value: 'x',
          valueType: 'text',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('managed content on every API instance', () => {
  it("shows an admin's change at once, and on a second instance (another process over Redis)", async () => {
    // Services mode: two runtimes are two API processes as far as content goes (each keeps its list; Redis tells
    // them of changes). Embedded: the second app shares the one PGlite database, as a second server cannot.
    const { app: second, close: closeSecond } = await startSecondApp();
    const welcome = async (app: typeof second, via: 'rest' | 'dashboard') => {
      if (via === 'rest') {
        const res = await app.inject({ method: 'GET', url: '/api/content' });
        return res.json<TContentItem[]>().find((i) => i.key === 'welcome_message')?.value;
      }
      // The dashboard's batch, as a signed-in user's browser sends it.
      const res = await app.inject({
        method: 'GET',
        url: '/trpc/content.list,stats.get?batch=1&input=%7B%7D',
        headers: { cookie: plain.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [content] = res.json<Array<{ result: { data: TContentItem[] } }>>();
      return content?.result.data.find((i) => i.key === 'welcome_message')?.value;
    };
    try {
      for (const [n, writer] of [t.app, second, second, t.app].entries()) {
        // Both instances have read (and may keep) the list before each change.
        await welcome(t.app, 'rest');
        await welcome(second, 'dashboard');
        const value = `Welcome, change ${n}`;
        const res = await writer.inject({
          method: 'PUT',
          url: '/api/admin/content/dashboard/welcome_message',
          headers: { cookie: admin.cookie },
          payload: { value, valueType: 'text' },
        });
        expect(res.statusCode, res.body).toBe(200);
        // The instance that saved shows it at once; the other as soon as Redis has told it (well under a
        // millisecond here), never after the list it kept would have lapsed (a minute).
        for (const via of ['rest', 'dashboard'] as const) expect(await welcome(writer, via)).toBe(value);
        const other = writer === t.app ? second : t.app;
        await eventually(async () => ((await welcome(other, 'rest')) === value ? true : undefined), {
          timeoutMs: 1_000,
          everyMs: 5,
          what: 'the change on the other instance',
        });
        expect(await welcome(other, 'dashboard')).toBe(value);
      }
    } finally {
      await closeSecond();
    }
  });
});

describe('the audit log', () => {
  it('pages newest first with a total, and refuses other page sizes', async () => {
    for (let i = 0; i < 30; i++) {
      await call('PUT', '/api/admin/content/dashboard/welcome_message', admin.cookie, {
        value: `Welcome number ${i}`,
        valueType: 'text',
      });
    }
    const total = (await logRows()).length;
    const first = (await call('GET', '/api/admin/logs?page=1&limit=25', admin.cookie)).json<TAdminLogPage>();
    expect(first.total).toBe(total);
    expect(first.logs).toHaveLength(25);
    expect(first.logs[0]).toMatchObject({
      action: 'content_updated',
      adminId: admin.user.id,
      // The admin by name, not only a truncated id.
      adminName: 'Olive Owner',
      details: expect.objectContaining({ key: 'welcome_message' }),
    });
    const times = first.logs.map((l) => Date.parse(l.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await call('GET', '/api/admin/logs?page=2&limit=25', admin.cookie)).json<TAdminLogPage>();
    expect(second.logs.length).toBe(Math.min(25, total - 25));
    expect(second.logs.map((l) => l.id)).not.toContain(first.logs[24]!.id);
    const byDefault = (await call('GET', '/api/admin/logs', admin.cookie)).json<TAdminLogPage>();
    expect(byDefault).toMatchObject({ page: 1, limit: 50 });
    expect(byDefault.logs.slice(0, 25).map((l) => l.id)).toEqual(first.logs.map((l) => l.id));

    for (const bad of ['limit=10', 'limit=0', 'limit=abc', 'limit=1000', 'page=0', 'page=-1', 'page=x']) {
      const res = await call('GET', `/api/admin/logs?${bad}`, admin.cookie);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<Json>().message, bad).toMatch(/limit must be 25, 50 or 100|page must be/);
    }
  });

  it('is append-only: the database refuses UPDATE and DELETE of a row', async () => {
    const db = t.runtime.db;
    await expect(sql`update admin_logs set action = 'nothing_happened'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from admin_logs`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate admin_logs`.execute(db)).rejects.toThrow(/append-only/);
    expect((await logRows()).some((r) => r.action === 'nothing_happened')).toBe(false);
    expect((await logRows()).length).toBeGreaterThan(0);
  });
});

describe('admin input a 400 names', () => {
  it.each([
    ['PUT', 'users/{plain}', { role: 'superuser' }, 'role must be one of: user, admin'],
    [
      'PUT',
      'users/{plain}',
      { subscriptionStatus: 'gold' },
      'subscriptionStatus must be one of: trial, pro, expired',
    ],
    ['POST', 'users', { email: uniqueEmail(), role: 'owner' }, 'role must be one of: user, admin'],
    [
      'PUT',
      'content/features/timeline_description',
      { value: 'x', valueType: 'pdf' },
      'valueType must be one of: text, html, json',
    ],
  ] as const)('%s /api/admin/%s with %j says “%s”', async (method, path, payload, message) => {
    const res = await call(
      method,
      `/api/admin/${path.replace('{plain}', plain.user.id)}`,
      admin.cookie,
      payload,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'BAD_REQUEST' });
  });
});
