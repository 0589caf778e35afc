import type { JobDispatcher, JobName, JobScheduler } from '@innerweather/core/shared/job-dispatcher';
import type { Services } from '@innerweather/core/services';
import type { Logger } from '@innerweather/core/shared/logger';
import { createBullmqQueue } from './bullmq-queue.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import type { JobCounts, JobObserver, QueuedJob } from './job-definition.ts';
import { createBullmqScheduler, createInProcessScheduler } from './scheduler.ts';
import { registerProductSchedules, type ScheduleSettings } from './schedules.ts';

export interface JobQueueOptions {
  /** With a Redis URL jobs go to BullMQ (services mode); without, they run in this process (embedded mode). */
  redisUrl?: string | undefined;
  logger: Logger;
  queuePrefix?: string | undefined;
  /** Multiplies the in-process runner's backoff delays (tests). */
  backoffScale?: number;
  /** Told of each try's duration and outcome (the job metrics); in-process runner only, workers have their own. */
  observe?: JobObserver;
}

export interface JobQueue extends JobDispatcher {
  mode: 'bullmq' | 'in-process';
  /** Repeatable jobs: BullMQ job schedulers, or the in-process runner's timers. */
  scheduler: JobScheduler;
  /**
   * Embedded mode: runs the jobs in this process and registers the product's schedules (the pending-entry sweeper).
   * Services mode: nothing, apps/worker consumes the queues and registers the schedules.
   */
  start: (services: Services, schedules: ScheduleSettings) => Promise<void>;
  /** Embedded mode: resolves when no job is queued, running or waiting to retry. */
  idle: () => Promise<void>;
  /** The jobs not yet running, in either mode (tests, tooling). */
  pending: () => Promise<QueuedJob[]>;
  discard: (ids: ReadonlySet<string>) => Promise<number>;
  /** Jobs waiting, running and delayed per job (job_queue_depth). */
  counts: () => Promise<Partial<Record<JobName, JobCounts>>>;
  close: () => Promise<void>;
}

/** The API's side of the jobs, chosen by the runtime mode (design.md "Runtime modes"). */
export function createJobQueue({
  redisUrl,
  logger,
  queuePrefix,
  backoffScale,
  observe,
}: JobQueueOptions): JobQueue {
  if (redisUrl) {
    const queue = createBullmqQueue({ redisUrl, logger, prefix: queuePrefix });
    return {
      mode: 'bullmq',
      dispatch: queue.dispatch,
      pending: queue.pending,
      discard: queue.discard,
      counts: queue.counts,
      scheduler: createBullmqScheduler(queue.queues),
      start: () => Promise.resolve(),
      idle: () => Promise.resolve(),
      close: queue.close,
    };
  }
  const runner = createInProcessRunner({
    logger,
    ...(backoffScale === undefined ? {} : { backoffScale }),
    ...(observe ? { observe } : {}),
  });
  const scheduler = createInProcessScheduler({ jobs: runner, logger });
  return {
    mode: 'in-process',
    dispatch: runner.dispatch,
    pending: runner.pending,
    discard: runner.discard,
    counts: runner.counts,
    scheduler,
    async start(services, schedules) {
      runner.start(services);
      await registerProductSchedules(scheduler, schedules, services);
    },
    idle: runner.idle,
    async close() {
      scheduler.close();
      await runner.close();
    },
  };
}
