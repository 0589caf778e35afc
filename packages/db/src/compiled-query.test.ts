import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
