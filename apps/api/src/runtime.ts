import type { EmotionAnalyzer } from '@innerweather/core/analysis-service';
import { createReadCache } from '@innerweather/api/read-cache';
import { type Clock, systemClock } from '@innerweather/core/clock';
import type { Encryptor } from '@innerweather/core/encryption';
import { createMemoryRateLimiter, createRedisRateLimiter } from '@innerweather/core/rate-limiter';
import type { Logger, ServicesConfig } from '@innerweather/core/services';
import type { Db } from '@innerweather/db/client';
import { type JournalChangeFeed, listenForJournalChanges } from '@innerweather/db/journal-changes';
import { createAnalyzerFromConfig } from '@innerweather/jobs/analyzer-from-config';
import { createJobQueue } from '@innerweather/jobs/job-queue';
import {
  createServiceRuntime,
  loadEncryptor as loadKeys,
  runtimeConfigFromEnv,
} from '@innerweather/jobs/runtime';
import { Redis } from 'ioredis';
import type { Env } from './env.ts';

/** Keys from ENCRYPTION_KEY, or $DATA_DIR/secret.key in embedded mode (shared with apps/worker: packages/jobs). */
export function loadEncryptor(env: Pick<Env, 'ENCRYPTION_KEY' | 'DATA_DIR'>): Encryptor {
  return loadKeys({ encryptionKey: env.ENCRYPTION_KEY, dataDir: env.DATA_DIR });
}

export { runtimeConfigFromEnv };

export interface RuntimeOverrides {
  clock?: Clock;
  db?: Db;
  config?: Partial<ServicesConfig>;
  analyzer?: EmotionAnalyzer;
}

/** Everything a process needs, wired from the configuration: the embedded defaults unless services are named. */
export async function createRuntime(env: Env, logger: Logger, overrides: RuntimeOverrides = {}) {
  // BullMQ on Redis when REDIS_URL is set (apps/worker consumes); otherwise the in-process runner.
  const jobs = createJobQueue({ redisUrl: env.REDIS_URL, logger, queuePrefix: env.QUEUE_PREFIX });
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis connection problem'));
  const config = runtimeConfigFromEnv(env);
  const clock = overrides.clock ?? systemClock;
  const { db, auth, services } = await createServiceRuntime({
    config,
    logger,
    jobs,
    db: overrides.db,
    clock,
    analyzer: overrides.analyzer ?? createAnalyzerFromConfig(config, logger),
    rateLimiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(),
    servicesConfig: overrides.config,
  });
  // Kept answers to journal reads, trusted only while the database's change notifications are heard.
  const readCache = createReadCache({ maxBytes: env.READ_CACHE_MB * 1024 * 1024 });
  let journalChanges: JournalChangeFeed | null = null;
  async function stopReadCache() {
    await journalChanges?.close();
    journalChanges = null;
  }
  return {
    env,
    db,
    clock,
    readCache,
    /**
     * Listens for the database's journal changes, which switches the read cache on (buildApp does, and stops it when
     * the app closes): processes that answer no reads, such as the CLI, open no listening connection.
     */
    startReadCache() {
      if (env.READ_CACHE_MB === 0 || journalChanges) return;
      journalChanges = listenForJournalChanges(
        db,
        {
          changed: readCache.changed,
          listening: () => readCache.setListening(true),
          deaf: () => readCache.setListening(false),
        },
        logger,
      );
    },
    stopReadCache,
    redis,
    auth,
    services,
    jobs,
    /** Embedded mode: runs the jobs and the pending-entry sweeper in this process. Services mode: apps/worker does. */
    startJobs() {
      jobs.start(services, { intervalMs: env.SWEEP_INTERVAL_MS, minAgeMs: env.SWEEP_MIN_AGE_MS });
    },
    async close() {
      await stopReadCache();
      await jobs.close();
      await db.destroy();
      redis?.disconnect();
    },
  };
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;
