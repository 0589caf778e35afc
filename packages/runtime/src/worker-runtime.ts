import type { Logger } from '@innerweather/core/shared/logger';
import type { Db } from '@innerweather/db/client';
import { createBullmqQueue } from '@innerweather/jobs/bullmq-queue';
import { startBullmqWorkers } from '@innerweather/jobs/bullmq-workers';
import type { JobName } from '@innerweather/core/shared/job-dispatcher';
import { createBullmqScheduler } from '@innerweather/jobs/scheduler';
import { registerProductSchedules, type ScheduleSettings } from '@innerweather/jobs/schedules';
import { Redis } from 'ioredis';
import { createAnalyzerFromConfig } from './analyzer-from-config.ts';
import { createRedisUserEvents } from './redis-user-events.ts';
import { observeJobs, processMetrics } from './metrics.ts';
import { createServiceRuntime, keyFolderRefusal, type RuntimeConfig } from './service-runtime.ts';

export interface WorkerRuntimeOptions {
  config: RuntimeConfig & { redisUrl: string };
  logger: Logger;
  queuePrefix?: string | undefined;
  /** A database already open (tests); otherwise one is opened from the configuration and closed with the worker. */
  db?: Db | undefined;
  schedules: ScheduleSettings;
  concurrency?: Partial<Record<JobName, number>>;
  lockDurationMs?: number | undefined;
  stalledIntervalMs?: number | undefined;
}

/**
 * Services mode's worker process, wired once: the domain services over the shared database, a producer queue (jobs
 * enqueue others: notifications after an analysis, the sweeper's re-enqueues), one BullMQ worker per job, and the
 * product's schedules registered (every replica does; BullMQ keeps one scheduler per key).
 */
export async function startWorkerRuntime(options: WorkerRuntimeOptions) {
  const { config, logger } = options;
  const queue = createBullmqQueue({ redisUrl: config.redisUrl, logger, prefix: options.queuePrefix });
  const scheduler = createBullmqScheduler(queue.queues);
  // Analyses that end and coach answers as the model writes them are published here; the API relays them.
  const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  publisher.on('error', (err) =>
    logger.warn({ err: err.message }, 'user events publisher connection problem'),
  );
  const events = createRedisUserEvents(publisher, { prefix: options.queuePrefix ?? 'iw', logger });
  const analyzer = createAnalyzerFromConfig(config, logger);
  /** Before any job runs: what start-up opened, let go again when it stops. */
  const letGo = async () => {
    await queue.close();
    publisher.disconnect();
    if (!options.db) await runtime.db.destroy();
  };
  const runtime = await createServiceRuntime({
    config,
    logger,
    jobs: queue,
    scheduler,
    db: options.db,
    analyzer,
    events,
  });
  // A worker that can open no one's journal would fail every job (crisis screens included) one by one: say why once.
  const refusal = await keyFolderRefusal(
    runtime,
    config,
    `give the worker the API's key folder (README "Keys")`,
  ).catch(async (err: unknown) => {
    await letGo();
    throw err;
  });
  if (refusal) {
    await letGo();
    throw new Error(refusal);
  }
  const workers = await startBullmqWorkers({
    redisUrl: config.redisUrl,
    services: runtime.services,
    logger,
    jobs: queue,
    prefix: options.queuePrefix,
    observe: observeJobs,
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(options.lockDurationMs ? { lockDurationMs: options.lockDurationMs } : {}),
    ...(options.stalledIntervalMs ? { stalledIntervalMs: options.stalledIntervalMs } : {}),
  });
  const registerSchedules = () =>
    registerProductSchedules(scheduler, options.schedules, runtime.services).catch((err: unknown) =>
      logger.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'could not register the schedules',
      ),
    );
  await registerProductSchedules(scheduler, options.schedules, runtime.services);
  queue.onReconnect(() => void registerSchedules());
  const unwatchQueue = processMetrics().watchQueue(queue.counts);
  return {
    ...runtime,
    queue,
    scheduler,
    workers,
    /** Whether this worker's analyzer reaches Ollama with the model (the worker, not the API, reads entries). */
    async ollama(): Promise<'ok' | 'unavailable' | 'not used'> {
      if (config.analyzer === 'lexicon') return 'not used';
      return (await analyzer.isOllamaAvailable()) ? 'ok' : 'unavailable';
    },
    /** Lets the running jobs finish (BullMQ's graceful close, at most `graceMs` when given), then lets go of Redis and the database. */
    async close({ graceMs }: { graceMs?: number } = {}) {
      unwatchQueue();
      await workers.close({ graceMs });
      await queue.close();
      publisher.disconnect();
      if (!options.db) await runtime.db.destroy();
    },
  };
}

export type WorkerRuntime = Awaited<ReturnType<typeof startWorkerRuntime>>;
