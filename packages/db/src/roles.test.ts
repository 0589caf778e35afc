import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './client.ts';
import { migrateToLatest } from './migrate.ts';
import { grantAppRole, roleOfUrl } from './roles.ts';

/**
 * The two roles of a services install (README "Security"): an owner that migrates (MIGRATION_DATABASE_URL) and the
 * app's role (DATABASE_URL). Against the real Postgres of DATABASE_URL; PGlite has one user, so there is nothing
 * to test in the embedded mode.
 */
const baseUrl = process.env.DATABASE_URL;
const suffix = randomBytes(4).toString('hex');
const names = { db: `iw_roles_${suffix}`, owner: `iw_owner_${suffix}`, app: `iw_app_${suffix}` };
const urlFor = (user: string) => {
  const url = new URL(baseUrl!);
  url.username = user;
  url.password = 'pw';
  url.pathname = `/${names.db}`;
  return url.toString();
};

async function asSuperuser(statements: string[]) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

let owner: Db;
let app: Db;

describe.skipIf(!baseUrl)('database roles (services mode)', () => {
  beforeAll(async () => {
    await asSuperuser([
      `create role ${names.owner} login password 'pw'`,
      `create role ${names.app} login password 'pw'`,
      `create database ${names.db} owner ${names.owner}`,
    ]);
    owner = createDb({ databaseUrl: urlFor(names.owner), poolSize: 1 });
    await migrateToLatest(owner);
    await grantAppRole(owner, roleOfUrl(urlFor(names.app)));
    app = createDb({ databaseUrl: urlFor(names.app), poolSize: 2 });
  });

  afterAll(async () => {
    await app?.destroy();
    await owner?.destroy();
    await asSuperuser([
      `drop database if exists ${names.db} with (force)`,
      `drop role if exists ${names.app}`,
      `drop role if exists ${names.owner}`,
    ]);
  });

  const writeLog = () =>
    app
      .insertInto('adminLogs')
      .values({
        action: 'user_updated',
        targetType: 'user',
        targetId: null,
        adminId: '00000000-0000-4000-8000-000000000000',
        details: JSON.stringify({ changed: ['role'] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('lets the app role use its tables and append to and read the audit log', async () => {
    const user = await app
      .insertInto('users')
      .values({
        email: `roles-${suffix}@example.com`,
        passwordHash: null,
        firstName: 'R',
        lastName: 'O',
        profileImageUrl: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.updateTable('users').set({ firstName: 'Ro' }).where('id', '=', user.id).execute();
    const { id } = await writeLog();
    const rows = await app.selectFrom('adminLogs').select('id').where('id', '=', id).execute();
    expect(rows).toHaveLength(1);
    await app.deleteFrom('users').where('id', '=', user.id).execute();
  });

  it('refuses the app role every way to rewrite the audit log', async () => {
    const { id } = await writeLog();
    const attempts: Array<[string, () => Promise<unknown>]> = [
      [
        'disable the trigger',
        () => sql`alter table admin_logs disable trigger admin_logs_no_update_or_delete`.execute(app),
      ],
      ['disable every trigger', () => sql`alter table admin_logs disable trigger all`.execute(app)],
      ['delete a row', () => app.deleteFrom('adminLogs').where('id', '=', id).execute()],
      [
        'update a row',
        () => app.updateTable('adminLogs').set({ action: 'rewritten' }).where('id', '=', id).execute(),
      ],
      ['truncate', () => sql`truncate admin_logs`.execute(app)],
      ['drop the table', () => sql`drop table admin_logs`.execute(app)],
      ['drop the trigger function', () => sql`drop function admin_logs_append_only() cascade`.execute(app)],
    ];
    for (const [what, attempt] of attempts) {
      await expect(attempt(), what).rejects.toThrow(/permission denied|must be owner/);
    }
    const row = await app
      .selectFrom('adminLogs')
      .select('action')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.action).toBe('user_updated');
  });

  it('keeps the migration bookkeeping read-only for the app role', async () => {
    await expect(sql`delete from kysely_migration`.execute(app)).rejects.toThrow(/permission denied/);
  });
});
