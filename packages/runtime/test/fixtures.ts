import type { TCrisisScreenResult } from '@innerweather/ai/crisis/crisis-screen';
import type { GuidanceText } from '@innerweather/core/safety/guidance-service';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmotionAnalyzer, lexiconOnly } from '@innerweather/core/journal/analysis-service';
import { openEntryBody } from '@innerweather/core/journal/entry-body';
import type { JobDispatcher } from '@innerweather/core/shared/job-dispatcher';
import type { Logger } from '@innerweather/core/shared/logger';
import { createTestDatabase } from '@innerweather/db/testing/test-database';
import { createBullmqQueue } from '@innerweather/jobs/bullmq-queue';
import { startBullmqWorkers } from '@innerweather/jobs/bullmq-workers';
import { discardQueues } from '@innerweather/jobs/testing/discard-queues';
import { Redis } from 'ioredis';
import { createServiceRuntime, type RuntimeConfig } from '../src/service-runtime.ts';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: unknown;
  msg: string | undefined;
}

/** A logger that keeps what it was told, so tests can see what an operator would read. */
export function createMemoryLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (obj: unknown, msg?: string) =>
    void lines.push({ level, obj, msg });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

export interface JobsFixtureOptions {
  jobs: JobDispatcher;
  config?: Partial<RuntimeConfig>;
  analyzer?: EmotionAnalyzer;
  crisisScreen?: (text: string) => TCrisisScreenResult;
}

/** The services of one process over a fresh database, with the helpers the job tests need. */
export async function createJobsFixture({ jobs, config, analyzer, crisisScreen }: JobsFixtureOptions) {
  const testDb = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-jobs-'));
  const logger = createMemoryLogger();
  const fullConfig: RuntimeConfig = {
    dataDir,
    appUrl: 'http://localhost:3000',
    mailFrom: 'Innerweather <no-reply@innerweather.local>',
    freeEntriesPerMonth: 0,
    ollamaHost: 'http://127.0.0.1:9',
    ollamaModel: 'llama3.2:3b',
    analyzer: 'lexicon',
    encryptionKey: randomBytes(32).toString('base64'),
    ...config,
  };
  const runtime = await createServiceRuntime({
    config: fullConfig,
    logger,
    jobs,
    db: testDb.db,
    analyzer: analyzer ?? lexiconOnly,
    crisisScreen,
  });
  const { db, encryptor } = runtime;

  const { id: userId } = await db
    .insertInto('users')
    .values({ email: `jobs-${randomBytes(4).toString('hex')}@example.com`, passwordHash: null })
    .returning('id')
    .executeTakeFirstOrThrow();

  return {
    ...runtime,
    config: fullConfig,
    databaseUrl: testDb.url,
    logger,
    userId,
    /** An entry saved as the entries service saves it (encrypted, pending), without enqueuing anything. */
    async writeEntry(
      content: string,
      fields: {
        analysisStatus?: 'pending' | 'failed' | 'complete';
        analysisAttempts?: number;
        createdAt?: Date;
      } = {},
    ) {
      const row = await db
        .insertInto('entries')
        .values({ userId, contentEnc: encryptor.encrypt(content), ...fields })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** What a client would learn about the entry: status, analyzer, and its guidance. */
    async entryState(entryId: string) {
      const entry = await db
        .selectFrom('entries as e')
        .leftJoin('entryAnalyses as a', 'a.entryId', 'e.id')
        .select([
          'e.analysisStatus',
          'e.analysisAttempts',
          'e.analyzedAt',
          'a.analyzer',
          'a.model',
          'a.dominantEmotion',
          'a.detailsEnc',
          'e.contentEnc',
          'e.tagsEnc',
        ])
        .where('e.id', '=', entryId)
        .executeTakeFirstOrThrow();
      const guidance = (
        await db
          .selectFrom('guidance')
          .select(['source', 'urgency', 'professionalType', 'detailsEnc'])
          .where('entryId', '=', entryId)
          .orderBy('createdAt')
          .execute()
      ).map(({ detailsEnc, ...g }) => {
        const { concern, recommendation } = encryptor.decryptJson<GuidanceText>(detailsEnc);
        return { ...g, concern, recommendation };
      });
      // The insights are sealed with the entry's text once the analysis has landed (entry-body.ts).
      const { contentEnc, tagsEnc, detailsEnc, ...state } = entry;
      const { insights, keywords } = openEntryBody(encryptor, { contentEnc, tagsEnc, detailsEnc });
      const details = insights === null ? null : { insights, keywords: keywords ?? [] };
      return { ...state, details, guidance };
    },
    async close() {
      await testDb.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type JobsFixture = Awaited<ReturnType<typeof createJobsFixture>>;

export { eventually } from '@innerweather/db/testing/eventually';

export const CRISIS_TEXT =
  'I have been thinking about ending my life and I wrote goodbye letters to my family tonight.';
export const CALM_TEXT =
  'A slow, peaceful morning by the lake. I felt calm and content, grateful for the quiet.';

/**
 * Services mode as apps/worker wires it: a BullMQ queue and its workers over a fresh jobs fixture, under a key prefix
 * of their own (other test files share this Redis and must not take these jobs). `close` discards the queues.
 */
export async function startBullmqJobs(redisUrl: string, options: Omit<JobsFixtureOptions, 'jobs'> = {}) {
  const prefix = `iw-test-${randomBytes(4).toString('hex')}`;
  const logger = createMemoryLogger();
  const queue = createBullmqQueue({ redisUrl, logger, prefix });
  const fixture = await createJobsFixture({ ...options, jobs: queue });
  const workers = await startBullmqWorkers({
    redisUrl,
    services: fixture.services,
    logger,
    jobs: queue,
    prefix,
  });
  return {
    logger,
    queue,
    workers,
    fixture,
    async close() {
      await workers.close();
      await queue.close();
      const redis = new Redis(redisUrl);
      await discardQueues(redis, prefix);
      redis.disconnect();
      await fixture.close();
    },
  };
}
