import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../client.ts';
import { migrateTo } from '../migrate.ts';

export interface TestDatabase {
  db: Db;
  /** Connection string of the throw-away database (Postgres only), for code that opens its own pool. */
  url: string | undefined;
  destroy: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a throw-away database on the Postgres of `DATABASE_URL`
 * when it is set (as in CI), an in-memory PGlite otherwise. `migration`: migrated only up to that one (a migration's test).
 */
export async function createTestDatabase(migration = 'latest'): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const db = createDb({});
    await migrateTo(db, migration);
    return { db, url: undefined, destroy: () => db.destroy() };
  }
  const name = `iw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = createDb({ databaseUrl: url.toString(), poolSize: 20 });
  await migrateTo(db, migration);
  return {
    db,
    url: url.toString(),
    destroy: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      // pg's pool resolves end() before its sockets have closed; dropping "with (force)" at once kills those
      // sessions mid-close, which surfaces as an unhandled 57P01 error in the test process. Wait for them first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
