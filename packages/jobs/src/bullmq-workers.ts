import type { JobDispatcher, JobName } from '@innerweather/core/shared/job-dispatcher';
import type { Services } from '@innerweather/core/services';
import type { Logger } from '@innerweather/core/shared/logger';
import { JOB_REQUEST_ID } from '@innerweather/core/shared/request-context';
import { UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { DEFAULT_QUEUE_PREFIX } from './bullmq-queue.ts';
import { jobContext } from './job-context.ts';
import type { JobObserver } from './job-definition.ts';
import { definitionOf, jobNames } from './job-registry.ts';
import { errorMessage, runJobAttempt } from './run-job.ts';
import { settlesWithin } from './time-box.ts';

export interface BullmqWorkersOptions {
  redisUrl: string;
  services: Services;
  logger: Logger;
  /** Where jobs that enqueue others (the sweeper) enqueue: the worker's producer queue. */
  jobs: JobDispatcher;
  prefix?: string;
  /** Overrides the definitions' concurrency per job (WORKER_CONCURRENCY sets analysis.emotion). */
  concurrency?: Partial<Record<JobName, number>>;
  /** How long a job's lock lives without renewal; a killed worker's job is taken back after about this long. */
  lockDurationMs?: number;
  /** How often each worker looks for jobs whose worker died (stalled jobs). */
  stalledIntervalMs?: number;
  /** How often one job may stall (its worker died) before it is failed; the sweeper still enqueues it again. */
  maxStalledCount?: number;
  /** Told of each try's duration and outcome (the job metrics). */
  observe?: JobObserver;
}

export interface BullmqWorkers {
  workers: Worker[];
  /**
   * Waits for the running jobs to finish (BullMQ's graceful close), then drops the connection. With `graceMs`, waits
   * at most that long, then stops waiting: the jobs still running are retaken by another worker once their lock ends.
   */
  close: (options?: { graceMs?: number }) => Promise<void>;
}

/** The consumer side (apps/worker): one BullMQ worker per job, each running the definition's handler. */
export async function startBullmqWorkers(options: BullmqWorkersOptions): Promise<BullmqWorkers> {
  const { services, logger, jobs, prefix = DEFAULT_QUEUE_PREFIX } = options;
  // Workers block on Redis and must wait out an outage rather than fail commands: BullMQ requires null here.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (err: Error) =>
    logger.warn({ err: err.message }, 'worker: Redis connection problem'),
  );

  const workers = jobNames.map((name) => {
    const definition = definitionOf(name);
    const worker = new Worker(
      name,
      async (job) => {
        const parsed = definition.payloadSchema.safeParse(job.data);
        // A malformed payload will not get better with retries.
        if (!parsed.success) throw new UnrecoverableError(`invalid ${name} payload: ${parsed.error.message}`);
        const requestId = (job.data as Record<string, unknown>)[JOB_REQUEST_ID];
        await runJobAttempt(
          definition,
          parsed.data,
          jobContext({ services, logger, jobs }, typeof requestId === 'string' ? requestId : undefined),
          job.attemptsMade,
          options.observe,
        );
      },
      {
        connection,
        prefix,
        concurrency: options.concurrency?.[name] ?? definition.concurrency,
        ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
        ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
        maxStalledCount: options.maxStalledCount ?? 2,
      },
    );
    worker.on('error', (err) => logger.warn({ job: name, err: errorMessage(err) }, 'worker error'));
    worker.on('stalled', (jobId) =>
      logger.warn({ job: name, jobId }, 'job stalled (its worker stopped); retaken'),
    );
    return worker;
  });
  await Promise.all(workers.map((w) => w.waitUntilReady()));

  return {
    workers,
    async close({ graceMs }: { graceMs?: number } = {}) {
      const graceful = Promise.allSettled(workers.map((w) => w.close()));
      // BullMQ's close can wait for ever on a blocking connection that is still reconnecting (bullmq#4656).
      if (graceMs === undefined) await graceful;
      else if (!(await settlesWithin(graceful, graceMs))) {
        logger.warn({ graceMs }, 'running jobs did not finish in time; they will be retaken');
        for (const worker of workers) void worker.disconnect().catch(() => {});
      }
      connection.disconnect();
    },
  };
}
