import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createAnalyzerFromConfig } from '@innerweather/jobs/analyzer-from-config';
import { createBullmqQueue } from '@innerweather/jobs/bullmq-queue';
import { startBullmqWorkers } from '@innerweather/jobs/bullmq-workers';
import { createServiceRuntime, runtimeConfigFromEnv } from '@innerweather/jobs/runtime';
import { startSweeper } from '@innerweather/jobs/sweeper';
import { loadWorkerEnv, type WorkerEnv } from './env.ts';
import { createLineLogger } from './logger.ts';

let env: WorkerEnv;
try {
  env = loadWorkerEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
// A key of its own would make every entry unreadable here: the worker uses the API's key, never a new one.
if (!env.ENCRYPTION_KEY && !existsSync(join(env.DATA_DIR, 'secret.key'))) {
  console.error(
    `Invalid worker configuration:\n  ENCRYPTION_KEY: is required (the API's key), or ${join(env.DATA_DIR, 'secret.key')} must exist`,
  );
  process.exit(1);
}

const logger = createLineLogger(env.LOG_LEVEL);
// The worker produces too: notify.moodPattern after each analysis, and the sweeper's re-enqueues.
const queue = createBullmqQueue({ redisUrl: env.REDIS_URL, logger, prefix: env.QUEUE_PREFIX });
const config = runtimeConfigFromEnv(env);
let runtime;
try {
  runtime = await createServiceRuntime({
    config,
    logger,
    jobs: queue,
    analyzer: createAnalyzerFromConfig(config, logger),
  });
} catch (err) {
  // A bad key or an unreachable database: one clear line rather than a stack trace.
  console.error(`Worker start-up failed: ${(err as Error).message}`);
  process.exit(1);
}
const { db, services } = runtime;
const workers = await startBullmqWorkers({
  redisUrl: env.REDIS_URL,
  services,
  logger,
  prefix: env.QUEUE_PREFIX,
  concurrency: { 'analysis.emotion': env.WORKER_CONCURRENCY },
  lockDurationMs: env.WORKER_LOCK_DURATION_MS,
  stalledIntervalMs: env.WORKER_STALLED_INTERVAL_MS,
});
// Every replica sweeps: one indexed query each, and de-duplicated job ids make overlapping sweeps harmless.
const sweeper = startSweeper({
  services,
  jobs: queue,
  logger,
  intervalMs: env.SWEEP_INTERVAL_MS,
  minAgeMs: env.SWEEP_MIN_AGE_MS,
});
logger.info(
  { pid: process.pid, analyzer: env.ANALYZER, model: env.OLLAMA_MODEL, concurrency: env.WORKER_CONCURRENCY },
  'Innerweather worker is ready',
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'closing: finishing the running jobs');
    const force = setTimeout(() => {
      logger.error(
        { timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
        'running jobs did not finish in time; they will be retaken',
      );
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    void (async () => {
      await sweeper.close();
      await workers.close();
      await queue.close();
      await db.destroy();
      clearTimeout(force);
      logger.info({}, 'worker closed');
      process.exit(0);
    })();
  });
}
