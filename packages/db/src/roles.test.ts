import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
const urlFor = (user: string, database = names.db) => {
  const url = new URL(baseUrl!);
  url.username = user;
  url.password = 'pw';
  url.pathname = `/${database}`;
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

describe.skipIf(!baseUrl)('pnpm db:migrate with two roles', () => {
  const database = `iw_cli_roles_${suffix}`;
  const roles = { owner: `iw_cli_owner_${suffix}`, app: `iw_cli_app_${suffix}` };
  afterAll(() =>
    asSuperuser([
      `drop database if exists ${database} with (force)`,
      `drop role if exists ${roles.app}`,
      `drop role if exists ${roles.owner}`,
    ]),
  );

  it('migrates as MIGRATION_DATABASE_URL and grants the app role, which then owns nothing', async () => {
    await asSuperuser([
      `create role ${roles.owner} login password 'pw'`,
      `create role ${roles.app} login password 'pw'`,
      `create database ${database} owner ${roles.owner}`,
    ]);
    const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
    const env = {
      ...process.env,
      DATABASE_URL: urlFor(roles.app, database),
      MIGRATION_DATABASE_URL: urlFor(roles.owner, database),
    };
    const { stdout } = await promisify(execFile)(
      here('../node_modules/.bin/tsx'),
      [here('./cli-migrate.ts')],
      {
        env,
      },
    );
    expect(stdout).toContain('Database is up to date.');

    const appDb = createDb({ databaseUrl: urlFor(roles.app, database), poolSize: 1 });
    try {
      const owners = await sql<{ owner: string }>`
        select distinct tableowner as owner from pg_tables where schemaname = 'public'`.execute(appDb);
      expect(owners.rows).toEqual([{ owner: roles.owner }]);
      const user = await appDb
        .insertInto('users')
        .values({
          email: `cli-${suffix}@example.com`,
          passwordHash: null,
          firstName: 'C',
          lastName: 'L',
          profileImageUrl: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(user.id).toBeTruthy();
    } finally {
      await appDb.destroy();
    }
  }, 120_000);
});
