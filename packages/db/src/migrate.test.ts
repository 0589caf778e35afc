import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('migrations', () => {
  it('create every table of the spec and cascade a user deletion to their rows', async () => {
    const tables = await sql<{
      tablename: string;
    }>`select tablename from pg_tables where schemaname = 'public'`.execute(t.db);
    const names = tables.rows.map((r) => r.tablename);
    for (const table of [
      'users',
      'sessions',
      'password_reset_tokens',
      'preferences',
      'entries',
      'entry_analyses',
      'guidance',
      'content_items',
      'admin_logs',
      'learning_tracks',
      'learning_modules',
      'module_progress',
      'coach_conversations',
      'goals',
      'goal_check_ins',
      'toolkit_items',
    ]) {
      expect(names).toContain(table);
    }
    const user = await t.db
      .insertInto('users')
      .values({
        email: 'a@example.com',
        passwordHash: null,
        firstName: 'A',
        lastName: 'B',
        profileImageUrl: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = await t.db
      .insertInto('entries')
      .values({ userId: user.id, contentEnc: 'x', category: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('guidance')
      .values({
        userId: user.id,
        entryId: entry.id,
        source: 'analyzer',
        detailsEnc: 'v1.k.iv.tag.data',
        urgency: 'low',
        professionalType: 'wellness_coach',
      })
      .execute();
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    const left = await t.db.selectFrom('entries').select('id').execute();
    const guidance = await t.db.selectFrom('guidance').select('id').execute();
    expect(left).toHaveLength(0);
    expect(guidance).toHaveLength(0);
  });

  it('refuse a second account with the same e-mail in another case', async () => {
    await t.db
      .insertInto('users')
      .values({
        email: 'dup@example.com',
        passwordHash: null,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
      })
      .execute();
    await expect(
      t.db
        .insertInto('users')
        .values({
          email: 'DUP@example.com',
          passwordHash: null,
          firstName: null,
          lastName: null,
          profileImageUrl: null,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
