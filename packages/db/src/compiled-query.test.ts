import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './client.ts';
import { compiledQuery } from './compiled-query.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await sql`insert into users (id, email, password_hash, first_name) values
    ('00000000-0000-0000-0000-000000000001', 'a@example.com', 'x', 'Ann'),
    ('00000000-0000-0000-0000-000000000002', 'b@example.com', 'x', 'Ben')`.execute(t.db);
});
afterAll(() => t.destroy());

describe('compiledQuery', () => {
  it('binds each call its own arguments, constants kept, rows mapped to camelCase', async () => {
    const byEmail = compiledQuery(t.db, (email: string, limit: number) =>
      t.db
        .selectFrom('users')
        .select(['id', 'firstName'])
        .where('email', '=', email)
        .where('passwordHash', '=', 'x')
        .limit(limit),
    );
    expect(await byEmail(t.db, 'a@example.com', 10)).toEqual([
      { id: '00000000-0000-0000-0000-000000000001', firstName: 'Ann' },
    ]);
    expect(await byEmail(t.db, 'b@example.com', 10)).toEqual([
      { id: '00000000-0000-0000-0000-000000000002', firstName: 'Ben' },
    ]);
    expect(await byEmail(t.db, 'b@example.com', 0)).toEqual([]);
    // In a transaction, on its connection.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ firstName: 'Anna' })
        .where('email', '=', 'a@example.com')
        .execute();
      expect(await byEmail(trx, 'a@example.com', 1)).toEqual([
        { id: '00000000-0000-0000-0000-000000000001', firstName: 'Anna' },
      ]);
    });
  });

  it('answers the same rows on the shared connections as in a transaction: keys, json, dates, repeated names', async () => {
    const mixed = compiledQuery(
      t.db,
      (email: string) => sql`select first_name, created_at, null::text as last_seen,
        json_build_object('inner_key', 1, 'items', json_build_array(json_build_object('deep_key', true))) as details,
        array['a_b']::text[] as tag_list, 1 as "1_2", first_name as "firstName", email as first_name
        from users where email = ${email}`,
    );
    const shared = await mixed(t.db, 'a@example.com');
    const inTransaction = await t.db.transaction().execute((trx) => mixed(trx, 'a@example.com'));
    expect(shared).toEqual(inTransaction);
    expect(JSON.stringify(shared)).toBe(JSON.stringify(inTransaction));
    expect(Object.keys(shared[0] as object)).toEqual(Object.keys(inTransaction[0] as object));
    expect(shared[0]).toMatchObject({ details: { innerKey: 1, items: [{ deepKey: true }] } });
    const plain = compiledQuery(
      t.db,
      (email: string) =>
        sql`select first_name, created_at, 1 as "1_2", email as first_name from users where email = ${email}`,
    );
    const plainShared = await plain(t.db, 'b@example.com');
    const plainInTransaction = await t.db.transaction().execute((trx) => plain(trx, 'b@example.com'));
    expect(JSON.stringify(plainShared)).toBe(JSON.stringify(plainInTransaction));
    expect(plainShared[0]).toMatchObject({ firstName: 'b@example.com', 12: 1 });
    expect((plainShared[0] as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
  });

  it('compiles a raw sql template with the database plugins', async () => {
    const firstName = compiledQuery(
      t.db,
      (email: string) => sql<{ firstName: string }>`select first_name from users where email = ${email}`,
    );
    expect(await firstName(t.db, 'b@example.com')).toEqual([{ firstName: 'Ben' }]);
  });

  it('binds an argument used twice in both places', async () => {
    const named = compiledQuery(t.db, (name: string) =>
      t.db
        .selectFrom('users')
        .select('email')
        .where((eb) => eb.or([eb('firstName', '=', name), eb('email', '=', name)])),
    );
    expect(await named(t.db, 'Ben')).toEqual([{ email: 'b@example.com' }]);
    expect(await named(t.db, 'a@example.com')).toEqual([{ email: 'a@example.com' }]);
  });

  it('refuses an argument that does not reach the query as a value', () => {
    expect(() =>
      compiledQuery(t.db, (_email: string) =>
        t.db.selectFrom('users').select('id').where('email', '=', 'a@example.com'),
      ),
    ).toThrow('argument 0 is not a value of the query');
    expect(() =>
      compiledQuery(t.db, (email: string) =>
        t.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()),
      ),
    ).toThrow('argument 0 is not a value of the query');
    expect(() =>
      compiledQuery(t.db, (email: string) =>
        t.db.selectFrom('users').select('id').where('email', '=', `${email}!`),
      ),
    ).toThrow('an argument was changed');
  });
});

describe('compiled queries sent together', () => {
  const firstNameOf = () =>
    compiledQuery(t.db, (id: string) => t.db.selectFrom('users').select('firstName').where('id', '=', id));

  it('each get their own answer, and one that fails fails alone', async () => {
    const byId = firstNameOf();
    const ids = Array.from({ length: 20 }, (_, i) => `00000000-0000-0000-0000-00000000000${(i % 2) + 1}`);
    const answers = await Promise.allSettled([
      ...ids.map((id) => byId(t.db, id)),
      // Not a UUID: Postgres refuses this statement only.
      byId(t.db, 'not-a-uuid'),
      ...ids.map((id) => byId(t.db, id)),
    ]);
    const names = answers.map((a) => (a.status === 'fulfilled' ? a.value[0]?.firstName : 'refused'));
    const expected = ids.map((id) => (id.endsWith('1') ? expect.stringMatching(/^Ann/) : 'Ben'));
    expect(names).toEqual([...expected, 'refused', ...expected]);
  });
});

describe.runIf(process.env.DATABASE_URL)('compiled queries on the shared connections (Postgres)', () => {
  it('never run inside a transaction in progress elsewhere', async () => {
    const byId = compiledQuery(t.db, (id: string) =>
      t.db.selectFrom('users').select('firstName').where('id', '=', id),
    );
    const ben = '00000000-0000-0000-0000-000000000002';
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ firstName: 'Benedict' }).where('id', '=', ben).execute();
      expect(await byId(trx, ben)).toEqual([{ firstName: 'Benedict' }]);
      // Outside the transaction, before its commit: the committed name.
      expect(await byId(t.db, ben)).toEqual([{ firstName: 'Ben' }]);
    });
    expect(await byId(t.db, ben)).toEqual([{ firstName: 'Benedict' }]);
    await t.db.updateTable('users').set({ firstName: 'Ben' }).where('id', '=', ben).execute();
  });

  it('do not queue behind a slow statement while another shared connection can take them', async () => {
    const slow = compiledQuery(
      t.db,
      (seconds: number) => sql<{ slept: string }>`select pg_sleep(${seconds})::text as slept`,
    );
    const byId = compiledQuery(t.db, (id: string) =>
      t.db.selectFrom('users').select('firstName').where('id', '=', id),
    );
    const sleeping = slow(t.db, 1);
    // A connection that has answered nothing for a few milliseconds takes no more statements while another can.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    expect(await byId(t.db, '00000000-0000-0000-0000-000000000002')).toEqual([{ firstName: 'Ben' }]);
    expect(performance.now() - started).toBeLessThan(500);
    await sleeping;
  });

  it('open another connection after the server cut theirs', async () => {
    const byId = compiledQuery(t.db, (id: string) =>
      t.db.selectFrom('users').select('firstName').where('id', '=', id),
    );
    const ben = '00000000-0000-0000-0000-000000000002';
    expect(await byId(t.db, ben)).toEqual([{ firstName: 'Ben' }]);
    const owner = createDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
    try {
      const database = new URL(t.url!).pathname.slice(1);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                 where datname = ${database} and pid <> pg_backend_pid()`.execute(owner);
    } finally {
      await owner.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The statement that meets the cut connection may fail; the one after it is answered.
    await byId(t.db, ben).catch(() => null);
    expect(await byId(t.db, ben)).toEqual([{ firstName: 'Ben' }]);
  });
});
