import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, MAX_PREPARED_STATEMENTS } from './client.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('database client', () => {
  it('reads a date column back as the YYYY-MM-DD string written, and counts as numbers', async () => {
    const { rows } = await sql<{
      day: unknown;
      count: unknown;
    }>`select '2026-03-10'::date as day, count(*) as count from (values (1), (2)) as v(n)`.execute(t.db);
    expect(rows).toEqual([{ day: '2026-03-10', count: 2 }]);
  });

  it('reads timestamptz values as the instants they are, to the millisecond', async () => {
    const { rows } = await sql<{ a: Date; b: Date; d: Date }>`select
      '2026-03-09 11:30:00.123456+00'::timestamptz as a, '2026-03-09 12:30:00.5+01'::timestamptz as b,
      '2026-03-09 11:30:00+00'::timestamptz as d`.execute(t.db);
    expect(rows[0]!.a.toISOString()).toBe('2026-03-09T11:30:00.123Z');
    expect(rows[0]!.b.toISOString()).toBe('2026-03-09T11:30:00.500Z');
    expect(rows[0]!.d.toISOString()).toBe('2026-03-09T11:30:00.000Z');
  });
});

/** The statements prepared on the connection that runs this (a pool of one: the same connection every time). */
const prepared = (db: Db) =>
  sql<{ statement: string }>`select statement from pg_prepared_statements`
    .execute(db)
    .then(({ rows }) => rows.map((r) => r.statement));

describe.runIf(process.env.DATABASE_URL)('the Postgres pool', () => {
  let db: Db;
  beforeAll(() => {
    db = createDb({ databaseUrl: t.url, poolSize: 1 });
  });
  afterAll(() => db.destroy());

  it('prepares a query once and answers it again with other values', async () => {
    const emails = (id: string) => db.selectFrom('users').select('email').where('id', '=', id).execute();
    expect(await emails('00000000-0000-0000-0000-000000000001')).toEqual([]);
    expect(await emails('00000000-0000-0000-0000-000000000002')).toEqual([]);
    const statements = await prepared(db);
    expect(statements.filter((s) => s.includes('from "users"'))).toEqual([
      'select "email" from "users" where "id" = $1',
    ]);
  });

  it('never prepares DDL, and stops preparing at the bound', async () => {
    await sql`create temporary table scratch (n int)`.execute(db);
    // Each text differs (a literal, not a parameter): more distinct statements than the bound.
    for (let n = 0; n <= MAX_PREPARED_STATEMENTS; n += 1)
      await sql`select n from scratch where n = ${sql.lit(n)}`.execute(db);
    const statements = await prepared(db);
    expect(statements.some((s) => s.includes('create temporary table'))).toBe(false);
    expect(statements.length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
  });
});
