import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../client.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

// A fresh database of its own (not createTestDatabase, which migrates to the latest at once).
let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateTo(db, '0011-notifications', { encryptJson: () => 'unused' });
});
afterAll(() => db.destroy());

const sealed = (value: unknown) => `sealed:${Buffer.from(JSON.stringify(value)).toString('base64')}`;

it('encrypts the kinds of screens recorded before it, keeps tier and layer, and needs the key to do so', async () => {
  const [user] = (
    await sql<{ id: string }>`insert into users (email) values ('screened@example.com') returning id`.execute(
      db,
    )
  ).rows;
  await sql`insert into safety_screens (user_id, subject, subject_id, tier, kinds, layer) values
    (${user!.id}, 'entry', gen_random_uuid(), 'crisis', '["self_harm","danger_from_other"]', 'rules'),
    (${user!.id}, 'coach_question', gen_random_uuid(), null, '[]', null)`.execute(db);

  await expect(migrateToLatest(db)).rejects.toThrow(/needs the encryption key/);
  await migrateToLatest(db, { encryptJson: sealed });

  const rows = await db
    .selectFrom('safetyScreens')
    .select(['subject', 'tier', 'layer', 'kindsEnc'])
    .orderBy('subject')
    .execute();
  expect(rows).toEqual([
    { subject: 'coach_question', tier: null, layer: null, kindsEnc: null },
    {
      subject: 'entry',
      tier: 'crisis',
      layer: 'rules',
      kindsEnc: sealed(['self_harm', 'danger_from_other']),
    },
  ]);
  expect(JSON.stringify(rows)).not.toMatch(/self_harm|danger/);
});
