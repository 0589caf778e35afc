import type { Db } from '@innerweather/db/client';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../shared/clock.ts';
import { createEphemeralEncryptor } from '../shared/encryption.ts';
import { createEntriesService, type EntriesServiceDeps } from './entries-service.ts';
import type { JobDispatcher, JobName } from '../shared/job-dispatcher.ts';

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(() => testDb.destroy());

const encryptor = createEphemeralEncryptor();
const quietLogger = { warn: () => {} };

async function newUser(): Promise<string> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: `${crypto.randomUUID()}@example.com`,
      passwordHash: null,
      firstName: 'A',
      lastName: 'B',
      profileImageUrl: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function service(overrides: Partial<EntriesServiceDeps> = {}) {
  return createEntriesService({
    db,
    encryptor,
    clock: fixedClock('2026-02-10T12:00:00Z'),
    jobs: { dispatch: () => Promise.resolve(true) },
    logger: quietLogger,
    freeEntriesPerMonth: 2,
    ...overrides,
  });
}

describe('saving an entry', () => {
  it('asks for the crisis screen (which queues the analysis) once the entry is committed', async () => {
    const userId = await newUser();
    const seen: Array<{ job: JobName; entryId: string; stored: boolean }> = [];
    const jobs: JobDispatcher = {
      async dispatch(job, payload) {
        const { entryId } = payload as { entryId: string };
        const row = await db.selectFrom('entries').select('id').where('id', '=', entryId).executeTakeFirst();
        seen.push({ job, entryId, stored: row !== undefined });
        return true;
      },
    };
    const entry = await service({ jobs }).create(userId, { content: 'A day worth writing down.' });
    expect(seen).toEqual([{ job: 'crisis.screen', entryId: entry.id, stored: true }]);
  });

  it('still saves and answers when the queue is down, and says so in the log', async () => {
    const userId = await newUser();
    const warnings: unknown[] = [];
    const entries = service({
      jobs: { dispatch: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')) },
      logger: { warn: (obj) => warnings.push(obj) },
    });
    const entry = await entries.create(userId, { content: 'Saved while Redis sleeps.' });
    expect(entry.analysisStatus).toBe('pending');
    expect(await entries.list(userId, { limit: 10, offset: 0 })).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('does not limit anyone when the free allowance is 0', async () => {
    const userId = await newUser();
    const entries = service({ freeEntriesPerMonth: 0 });
    for (let i = 0; i < 4; i++) await entries.create(userId, { content: `Unlimited entry ${i}` });
    expect(await entries.list(userId, { limit: 10, offset: 0 })).toHaveLength(4);
  });

  it('honours a different allowance', async () => {
    const userId = await newUser();
    const entries = service({ freeEntriesPerMonth: 3 });
    for (let i = 0; i < 3; i++) await entries.create(userId, { content: `Allowed entry ${i}` });
    await expect(entries.create(userId, { content: 'One too many' })).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      message: expect.stringContaining('limited to 3 entries per month'),
    });
  });
});

describe('searching encrypted entries', () => {
  it('finds matches across batches of the scan, for a counted page and for an offset slice', async () => {
    const userId = await newUser();
    // 1,250 entries, newest first by the hour; every 100th mentions the lighthouse.
    const base = Date.parse('2025-01-01T00:00:00Z');
    const rows = Array.from({ length: 1250 }, (_, i) => ({
      userId,
      contentEnc: encryptor.encrypt(
        i % 100 === 0 ? `Walked to the Lighthouse, visit ${i}.` : `Ordinary entry ${i}.`,
      ),
      createdAt: new Date(base + i * 3_600_000),
    }));
    for (let i = 0; i < rows.length; i += 250)
      await db
        .insertInto('entries')
        .values(rows.slice(i, i + 250))
        .execute();

    const entries = service();
    const page = await entries.page(userId, { page: 2, pageSize: 5, search: 'LIGHTHOUSE' });
    expect(page.total).toBe(13);
    expect(page.pageCount).toBe(3);
    expect(page.entries.map((e) => e.content)).toEqual(
      [700, 600, 500, 400, 300].map((i) => `Walked to the Lighthouse, visit ${i}.`),
    );
    const oldest = await entries.list(userId, { search: 'lighthouse', limit: 2, offset: 11 });
    expect(oldest.map((e) => e.content)).toEqual([
      'Walked to the Lighthouse, visit 100.',
      'Walked to the Lighthouse, visit 0.',
    ]);
  });
});
