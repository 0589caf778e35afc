import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, someOfEverything, waitFor } from './account-fixtures.ts';
import { DAYLIO_CSV } from './import-samples.ts';
import { signUp, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'quiet-harbour-42';

/** Every column of every table that can name a user: any uuid, and any `…_id` / `…_by` column. */
async function columnsNamingUsers(t: TestApp) {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema()
      and (data_type = 'uuid' or column_name like '%\\_id' or column_name like '%\\_by')
    order by table_name, column_name
  `.execute(t.runtime.db);
  return rows;
}

/** How many rows of each table name `id` in one of its user-naming columns (tables with none left out). */
async function rowsNaming(t: TestApp, id: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { table, column } of await columnsNamingUsers(t)) {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(table)} where ${sql.ref(column)}::text = ${id}
    `.execute(t.runtime.db);
    const n = Number(rows[0]!.n);
    if (n > 0) found[`${table}.${column}`] = (found[`${table}.${column}`] ?? 0) + n;
  }
  return found;
}

const filesIn = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

function suite(mode: string) {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runJobs: true });
  });
  afterAll(() => t.close());

  const call: Call = (user, method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { ...(user ? { cookie: user.cookie } : {}), origin: ORIGIN },
      ...(payload ? { payload } : {}),
    });
  const deleteAccount = (user: JournalUser, password: string) =>
    call(user, 'DELETE', '/api/account', { password });

  async function readyExport(user: JournalUser) {
    const started = await call(user, 'POST', '/api/account/export');
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json<{ id: string }>();
    await waitFor(
      async () => (await call(user, 'GET', `/api/account/export/${id}`)).json<{ status: string }>(),
      (s) => s.status === 'ready',
      'export',
    );
    return id;
  }

  /** Everything a user can have, each kind at least once, through the API (and the jobs it starts). */
  async function fullAccount() {
    const { cookie, user } = await registerUser(t.app);
    const ada: JournalUser = { userId: user.id, cookie };
    await someOfEverything(call, ada);
    // A revision, an idempotency key, an import (a Daylio CSV), an export file, a reset e-mail in the outbox.
    const keyed = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie, origin: ORIGIN, 'idempotency-key': 'deletion-test-1' },
      payload: { content: 'A second entry, saved once.' },
    });
    expect(keyed.statusCode, keyed.body).toBe(201);
    const keyedId = keyed.json<{ id: string }>().id;
    // Edited once analysed: an edit while the first analysis runs waits for the sweeper (same job id).
    await waitFor(
      async () => (await call(ada, 'GET', `/api/entries/${keyedId}`)).json<{ analysisStatus: string }>(),
      (e) => e.analysisStatus !== 'pending',
      'the first analysis',
    );
    const edited = await call(ada, 'PATCH', `/api/entries/${keyedId}`, {
      content: 'A second entry, saved once, then edited.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/account/import?source=daylio',
      headers: { cookie, origin: ORIGIN, 'content-type': 'text/csv' },
      payload: DAYLIO_CSV,
    });
    expect(imported.statusCode, imported.body).toBe(202);
    const importId = imported.json<{ id: string }>().id;
    await waitFor(
      async () => (await call(ada, 'GET', `/api/account/import/${importId}`)).json<{ status: string }>(),
      (s) => s.status === 'done',
      'import',
    );
    const exportId = await readyExport(ada);
    const forgot = await call(null, 'POST', '/api/auth/forgot-password', { email: user.email });
    expect(forgot.statusCode).toBe(200);
    await waitFor(
      () => t.runtime.db.selectFrom('mailOutbox').select('id').where('userId', '=', user.id).execute(),
      (rows) => rows.length > 0,
      'the reset e-mail',
    );
    // Every entry screened and analysed (the import's too): no job of theirs is running when they go.
    const entries = await waitFor(
      async () =>
        (await call(ada, 'GET', '/api/entries?limit=100')).json<Array<{ analysisStatus: string }>>(),
      (list) => list.every((e) => e.analysisStatus !== 'pending'),
      'analysis',
    );
    await t.runtime.jobs.idle();
    return { ada, email: user.email, exportId, importId, entryCount: entries.length };
  }

  describe(`account deletion (${mode})`, () => {
    it('DELETE /api/account removes every row, job and file of the user and nothing of another', async () => {
      const other = await signUp(t);
      await someOfEverything(call, other);
      const otherExport = await readyExport(other);
      const { ada, email, exportId, entryCount } = await fullAccount();
      const before = await rowsNaming(t, ada.userId);
      // The fixture reaches the tables a user's data lives in (each listed is then checked to be empty).
      for (const table of [
        'entries',
        'entry_analyses',
        'entry_revisions',
        'entry_idempotency_keys',
        'guidance',
        'safety_screens',
        'coach_conversations',
        'goals',
        'goal_check_ins',
        'toolkit_items',
        'module_progress',
        'preferences',
        'sessions',
        'data_exports',
        'data_imports',
        'mail_outbox',
        'journal_days',
      ])
        expect(
          Object.keys(before).some((key) => key.startsWith(`${table}.`)),
          table,
        ).toBe(true);
      const otherBefore = await rowsNaming(t, other.userId);
      expect(filesIn(join(t.dataDir, 'exports')).some((f) => f.startsWith(exportId))).toBe(true);

      const res = await deleteAccount(ada, PASSWORD);
      expect(res.statusCode, res.body).toBe(204);
      // Signed out: the cookie is cleared, and the old one opens nothing.
      expect(String(res.headers['set-cookie'])).toMatch(/iw_session=;/);
      expect((await call(ada, 'GET', '/api/auth/user')).statusCode).toBe(401);

      // No row names them any more, in any table that has a user-like column (a new table is covered too); the
      // append-only audit log keeps the one row that records the deletion, without the e-mail.
      const after = await rowsNaming(t, ada.userId);
      expect(after).toEqual({ 'admin_logs.target_id': 1 });
      const audit = await t.runtime.db
        .selectFrom('adminLogs')
        .select(['action', 'adminId', 'details'])
        .where('targetId', '=', ada.userId)
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({ action: 'account_deleted', adminId: null, details: { entryCount } });
      // Their export file is gone, the other user's stays; no job is left that names them.
      const exportsLeft = filesIn(join(t.dataDir, 'exports'));
      expect(exportsLeft.some((f) => f.startsWith(exportId))).toBe(false);
      expect(exportsLeft.some((f) => f.startsWith(otherExport))).toBe(true);
      const pending = JSON.stringify(await t.runtime.jobs.pending());
      expect(pending).not.toContain(ada.userId);
      // The other user is untouched.
      expect(await rowsNaming(t, other.userId)).toEqual(otherBefore);
      expect((await call(other, 'GET', '/api/entries')).json<unknown[]>()).toHaveLength(1);

      // The e-mail registers again, as a new empty account.
      const again = await registerUser(t.app, { email });
      expect(again.user.id).not.toBe(ada.userId);
      const fresh = { userId: again.user.id, cookie: again.cookie };
      expect((await call(fresh, 'GET', '/api/entries')).json<unknown[]>()).toEqual([]);
    }, 120_000);

    it('refuses a wrong password with 403 and a message, and deletes nothing', async () => {
      const user = await signUp(t);
      await call(user, 'POST', '/api/entries', { content: 'Still here.' });
      const res = await deleteAccount(user, 'not-my-password-9');
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe('Incorrect password: nothing was changed.');
      expect((await call(user, 'GET', '/api/entries')).json<unknown[]>()).toHaveLength(1);
      expect((await call(user, 'DELETE', '/api/account')).statusCode).toBe(400);
      expect((await call(null, 'DELETE', '/api/account', { password: PASSWORD })).statusCode).toBe(401);
    });

    it('asks a call without a password for it, saying it confirms the deletion', async () => {
      const user = await signUp(t);
      const res = await call(user, 'DELETE', '/api/account');
      expect(res.statusCode).toBe(400);
      const message = 'password is required: your current password, to confirm deleting the account';
      expect(res.json()).toEqual({ message, code: 'BAD_REQUEST', issues: [{ path: ['password'], message }] });
    });

    it('refuses the last admin who can sign in with 409, then deletes them once another admin exists', async () => {
      const admin = await adminOf(t);
      const res = await deleteAccount(admin, PASSWORD);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(
        'You are the last admin who can sign in: make another user an admin before deleting your account.',
      );
      const second = await signUp(t);
      await t.runtime.db
        .updateTable('users')
        .set({ role: 'admin' })
        .where('id', '=', second.userId)
        .execute();
      expect((await deleteAccount(admin, PASSWORD)).statusCode).toBe(204);
      expect((await call(second, 'DELETE', '/api/account', { password: PASSWORD })).statusCode).toBe(409);
    });

    it('an admin deleting a user takes the same path: nothing of them is left', async () => {
      const admin = await adminOf(t);
      const { ada, exportId, entryCount } = await fullAccount();
      const res = await call(admin, 'DELETE', `/api/admin/users/${ada.userId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'User deleted successfully', entryCount });
      expect(await rowsNaming(t, ada.userId)).toEqual({ 'admin_logs.target_id': 1 });
      expect(filesIn(join(t.dataDir, 'exports')).some((f) => f.startsWith(exportId))).toBe(false);
      expect((await call(ada, 'GET', '/api/auth/user')).statusCode).toBe(401);
    }, 120_000);
  });

  /** The instance's admin (the first account), signed in; made once per app. */
  let admin: JournalUser | undefined;
  async function adminOf(app: TestApp): Promise<JournalUser> {
    const existing = await app.runtime.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('role', '=', 'admin')
      .where('passwordHash', 'is not', null)
      .execute();
    if (admin && existing.some((a) => a.id === admin!.userId)) return admin;
    const { cookie, user } = await registerUser(app.app);
    await app.runtime.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    // Only this one can sign in as admin: the others are demoted so the last-admin rule is about it.
    await app.runtime.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('role', '=', 'admin')
      .where('id', '<>', user.id)
      .execute();
    admin = { userId: user.id, cookie };
    return admin;
  }
}

function queuedJobsGo(mode: string) {
  describe(`a deleted account's queued jobs (${mode})`, () => {
    let t: TestApp;
    // No job runs here: what the entries queue stays queued until the deletion removes it.
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('removes the jobs queued for the user and leaves the others’', async () => {
      await signUp(t); // the instance's first account: its admin
      const mine = await signUp(t);
      const theirs = await signUp(t);
      const write = (user: JournalUser, content: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/entries',
          headers: { cookie: user.cookie, origin: ORIGIN },
          payload: { content },
        });
      const entry = (await write(mine, 'Mine, waiting for its analysis.')).json<{ id: string }>().id;
      const other = (await write(theirs, 'Theirs, waiting too.')).json<{ id: string }>().id;
      const queued = async () =>
        (await t.runtime.jobs.pending()).map((job) => `${job.name}:${Object.values(job.payload).join(',')}`);
      await waitFor(queued, (jobs) => jobs.some((j) => j.includes(entry)), 'the queued jobs');
      // The crisis screen is queued at once (it queues the analysis when it has screened).
      expect((await queued()).filter((j) => j.includes(entry))).toContain(`crisis.screen:${entry}`);

      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie: mine.cookie, origin: ORIGIN },
        payload: { password: PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(204);
      const left = await queued();
      expect(left.filter((j) => j.includes(entry) || j.includes(mine.userId))).toEqual([]);
      expect(left).toContain(`crisis.screen:${other}`);
    });
  });
}

/**
 * An export being made when its account is deleted (two connections: only Postgres can interleave them). The test
 * holds the export job at its last query with a lock on the learning tracks, which the deletion never touches.
 */
function exportDuringDeletion(mode: string) {
  describe.runIf(mode === 'services')('an export made while its account is deleted', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('leaves no export file and no data key of the account behind', async () => {
      await signUp(t); // the instance's first account: its admin
      const ada = await signUp(t);
      const headers = { cookie: ada.cookie, origin: ORIGIN };
      await t.app.inject({
        method: 'POST',
        url: '/api/entries',
        headers,
        payload: { content: 'A slow Sunday.' },
      });
      const started = await t.app.inject({ method: 'POST', url: '/api/account/export', headers });
      const { id } = started.json<{ id: string }>();

      let building: Promise<void> | undefined;
      await t.runtime.db.transaction().execute(async (trx) => {
        await sql`lock table learning_tracks in access exclusive mode`.execute(trx);
        building = t.runtime.services.dataExport.build(id);
        // The job has read and opened the journal and now waits for the learning progress.
        await waitFor(
          async () =>
            (
              await sql<{ n: string }>`
                select count(*)::text as n from pg_locks where relation = 'learning_tracks'::regclass and not granted
              `.execute(trx)
            ).rows[0]!.n,
          (n) => n !== '0',
          'the export job waiting',
        );
        const deleted = await t.app.inject({
          method: 'DELETE',
          url: '/api/account',
          headers,
          payload: { password: PASSWORD },
        });
        expect(deleted.statusCode, deleted.body).toBe(204);
        expect(filesIn(join(t.dataDir, 'keys'))).not.toContain(`${ada.userId}.key`);
      });
      await building;
      expect(filesIn(join(t.dataDir, 'exports'))).toEqual([]);
      expect(filesIn(join(t.dataDir, 'keys'))).not.toContain(`${ada.userId}.key`);
    });
  });
}

const mode = process.env.REDIS_URL ? 'services' : 'embedded';
suite(mode);
queuedJobsGo(mode);
exportDuringDeletion(mode);
