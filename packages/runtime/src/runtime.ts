import type { EmotionAnalyzer } from '@innerweather/core/journal/analysis-service';
import { type Clock, systemClock } from '@innerweather/core/shared/clock';
import type { Encryptor } from '@innerweather/core/shared/encryption';
import { createMemoryRateLimiter } from '@innerweather/core/shared/rate-limiter';
import type { ServicesConfig } from '@innerweather/core/services';
import type { Logger } from '@innerweather/core/shared/logger';
import type { Db } from '@innerweather/db/client';
import { createAnalyzerFromConfig } from './analyzer-from-config.ts';
import { createJobQueue } from '@innerweather/jobs/job-queue';
import {
  createServiceRuntime,
  keyFolderRefusal,
  loadEncryptor as loadKeys,
  runtimeConfigFromEnv,
} from './service-runtime.ts';
import { Redis } from 'ioredis';
import { createRedisUserEvents } from './redis-user-events.ts';
import { createRedisContentChanges } from './redis-content-changes.ts';
import { createRedisRateLimiterWithFallback } from './redis-rate-limiter.ts';
import { observeJobs, processMetrics } from './metrics.ts';
import { checkReadiness } from './readiness.ts';
import type { ApiEnv as Env } from './env.ts';

/** Keys from ENCRYPTION_KEY, or $DATA_DIR/secret.key in embedded mode (the worker loads the same: service-runtime.ts). */
export function loadEncryptor(env: Pick<Env, 'ENCRYPTION_KEY' | 'DATA_DIR' | 'KEYS_DIR'>): Encryptor {
  return loadKeys({ encryptionKey: env.ENCRYPTION_KEY, dataDir: env.DATA_DIR, keysDir: env.KEYS_DIR });
}

export { runtimeConfigFromEnv };

export interface RuntimeOverrides {
  clock?: Clock;
  db?: Db;
  config?: Partial<ServicesConfig>;
  analyzer?: EmotionAnalyzer;
  /** Tests: wraps the real cipher at the composition root (service-runtime.ts). */
  wrapEncryptor?: (real: Encryptor) => Encryptor;
}

/** Everything a process needs, wired from the configuration: the embedded defaults unless services are named. */
export async function createRuntime(env: Env, logger: Logger, overrides: RuntimeOverrides = {}) {
  // BullMQ on Redis when REDIS_URL is set (apps/worker consumes); otherwise the in-process runner.
  const metrics = processMetrics();
  const jobs = createJobQueue({
    redisUrl: env.REDIS_URL,
    logger,
    queuePrefix: env.QUEUE_PREFIX,
    observe: observeJobs,
  });
  const unwatchQueue = metrics.watchQueue(jobs.counts);
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis connection problem'));
  const config = runtimeConfigFromEnv(env);
  const events = redis ? createRedisUserEvents(redis, { prefix: env.QUEUE_PREFIX, logger }) : undefined;
  // The API processes tell each other of a change to managed content, so each may keep the list it read.
  const contentChanges = redis
    ? createRedisContentChanges(redis, { prefix: env.QUEUE_PREFIX, logger })
    : undefined;
  const clock = overrides.clock ?? systemClock;
  const configured = overrides.analyzer ? null : createAnalyzerFromConfig(config, logger);
  // The last alternative never runs (configured is made exactly when no analyzer is given); it keeps the type whole.
  const analyzer = overrides.analyzer ?? configured ?? createAnalyzerFromConfig(config, logger);
  const { db, auth, encryptor, services, releaseDataDir } = await createServiceRuntime({
    config,
    logger,
    jobs,
    scheduler: jobs.scheduler,
    db: overrides.db,
    clock,
    analyzer,
    rateLimiter: redis
      ? createRedisRateLimiterWithFallback(redis, { logger, prefix: `${env.QUEUE_PREFIX}:rl:` })
      : createMemoryRateLimiter(),
    servicesConfig: { coachAnswerTimeoutMs: env.COACH_ANSWER_TIMEOUT_MS, ...overrides.config },
    events,
    contentChanges,
    wrapEncryptor: overrides.wrapEncryptor,
  });
  return {
    env,
    db,
    clock,
    redis,
    auth,
    services,
    jobs,
    /** Redis' word of a change to managed content (services mode), closed by close(). */
    contentChanges,
    /** /readyz: the database migrated, Redis when configured, Ollama reported. */
    readiness(draining: boolean) {
      return checkReadiness(
        {
          db,
          redis,
          ollamaAvailable:
            env.ANALYZER === 'lexicon' || !configured ? null : () => configured.isOllamaAvailable(),
        },
        draining,
      );
    },
    /** Why this server must not start with its key folder (the worker checks its own), or null. */
    keyFolderRefusal: () =>
      keyFolderRefusal(
        { db, encryptor },
        config,
        `point KEYS_DIR at the folder this journal's keys were written to (README "Keys")`,
      ),
    /** Embedded mode: runs the jobs and the scheduled ones (the pending-entry sweeper) here. Services mode: apps/worker. */
    startJobs() {
      return jobs.start(services, {
        sweepIntervalMs: env.SWEEP_INTERVAL_MS,
        sweepMinAgeMs: env.SWEEP_MIN_AGE_MS,
      });
    },
    async close() {
      unwatchQueue();
      await jobs.close();
      await services.events.close?.();
      await contentChanges?.close?.();
      await db.destroy();
      releaseDataDir();
      redis?.disconnect();
    },
  };
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;
