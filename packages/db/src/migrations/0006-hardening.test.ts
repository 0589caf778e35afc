import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../client.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

// A fresh database of its own (not createTestDatabase, which migrates to the latest at once).
let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateTo(db, '0004-journal-changes');
});
afterAll(() => db.destroy());

const sealed = (value: unknown) => `sealed:${Buffer.from(JSON.stringify(value)).toString('base64')}`;

it('hashes the sessions and encrypts the guidance written before it, and needs the key to do so', async () => {
  const [user] = (
    await sql<{ id: string }>`insert into users (email) values ('old@example.com') returning id`.execute(db)
  ).rows;
  const [entry] = (
    await sql<{
      id: string;
    }>`insert into entries (user_id, content_enc) values (${user!.id}, 'v1.x') returning id`.execute(db)
  ).rows;
  await sql`insert into sessions (id, user_id, expires_at) values ('old-token', ${user!.id}, now() + interval '1 day')`.execute(
    db,
  );
  await sql`insert into guidance (user_id, entry_id, source, concern, recommendation, reasoning, urgency, professional_type)
    values (${user!.id}, ${entry!.id}, 'analyzer', 'Low mood with a sense of hopelessness', 'Talk to someone', 'Words like "hopeless"', 'high', 'wellness_coach')`.execute(
    db,
  );

  await expect(migrateToLatest(db)).rejects.toThrow(/needs the encryption key/);
  await migrateToLatest(db, { encryptJson: sealed });

  const sessions = await db.selectFrom('sessions').select('tokenHash').execute();
  expect(sessions).toEqual([{ tokenHash: createHash('sha256').update('old-token').digest('hex') }]);
  const guidance = await db.selectFrom('guidance').selectAll().execute();
  expect(guidance).toHaveLength(1);
  expect(guidance[0]!.detailsEnc).toBe(
    sealed({
      concern: 'Low mood with a sense of hopelessness',
      recommendation: 'Talk to someone',
      reasoning: 'Words like "hopeless"',
    }),
  );
  expect(JSON.stringify(guidance)).not.toMatch(/hopeless/);
});
