import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../client.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

// A fresh database of its own (not createTestDatabase, which migrates to the latest at once).
let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateTo(db, '0016-journal-experience', { encryptJson: () => 'unused' });
});
afterAll(() => db.destroy());

const sealed = (value: unknown) => `sealed:${Buffer.from(JSON.stringify(value)).toString('base64')}`;

it('seals the clear tags of toolkit items saved before it, and needs the key to do so', async () => {
  const [user] = (
    await sql<{ id: string }>`insert into users (email) values ('kept@example.com') returning id`.execute(db)
  ).rows;
  await sql`insert into toolkit_items (user_id, title_enc, content_enc, tags) values
    (${user!.id}, 'a', 'b', '["sleep","quillwort"]'),
    (${user!.id}, 'c', 'd', '[]')`.execute(db);

  await expect(migrateToLatest(db)).rejects.toThrow(/needs the encryption key/);
  await migrateToLatest(db, { encryptJson: sealed });

  const rows = await db
    .selectFrom('toolkitItems')
    .select(['titleEnc', 'tags', 'tagsEnc'])
    .orderBy('titleEnc')
    .execute();
  expect(rows).toEqual([
    { titleEnc: 'a', tags: [], tagsEnc: sealed(['sleep', 'quillwort']) },
    { titleEnc: 'c', tags: [], tagsEnc: null },
  ]);
  expect(JSON.stringify(rows)).not.toMatch(/sleep|quillwort/);
});
