import { fixedClock } from '@innerweather/core/shared/clock';
import { createEphemeralEncryptor } from '@innerweather/core/shared/encryption';
import { createEntriesService } from '@innerweather/core/journal/entries-service';
import { noJobs } from '@innerweather/core/shared/job-dispatcher';
import { createTimelineService } from '@innerweather/core/journal/timeline-service';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedJournal } from '../src/seed-journal.ts';

const now = new Date('2026-03-15T18:00:00Z');

describe('the seeded journal', () => {
  let testDb: TestDatabase;
  let userId: string;
  const encryptor = createEphemeralEncryptor();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const user = await testDb.db
      .insertInto('users')
      .values({ email: 'seed@example.com', subscriptionStatus: 'pro' })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
    await seedJournal(testDb.db, encryptor, { userId, entries: 120, days: 60, now, batchSize: 50 });
  });
  afterAll(() => testDb.destroy());

  it('reads back through the app: text decrypts, every entry is analysed, newest first within the last days', async () => {
    const entries = createEntriesService({
      db: testDb.db,
      encryptor,
      clock: fixedClock(now),
      jobs: noJobs,
      logger: { warn: () => {} },
      freeEntriesPerMonth: 2,
    });
    const page = await entries.page(userId, { page: 1, pageSize: 200 });
    expect(page.total).toBe(120);
    for (const entry of page.entries) {
      expect(entry.content.length).toBeGreaterThanOrEqual(200);
      expect(entry.analysisStatus).toBe('complete');
      expect(new Date(entry.createdAt).getTime()).toBeGreaterThan(now.getTime() - 60 * 24 * 3600 * 1000);
      expect(new Date(entry.createdAt).getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const times = page.entries.map((e) => new Date(e.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('gives the timeline a point on most days of the period', async () => {
    const timeline = await createTimelineService({ db: testDb.db, clock: fixedClock(now) }).get(userId, 60);
    expect(timeline.length).toBeGreaterThan(40);
    for (const point of timeline) expect(point.avgJoy).toBeGreaterThanOrEqual(0);
  });
});
