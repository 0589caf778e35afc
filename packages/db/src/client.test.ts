import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
