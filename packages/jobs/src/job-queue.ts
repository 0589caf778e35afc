import type { JobDispatcher } from '@innerweather/core/job-dispatcher';
import type { Logger, Services } from '@innerweather/core/services';
import { createBullmqQueue } from './bullmq-queue.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import { type Sweeper, startSweeper } from './sweeper.ts';

export interface JobQueueOptions {
  /** With a Redis URL jobs go to BullMQ (services mode); without, they run in this process (embedded mode). */
  redisUrl?: string | undefined;
  logger: Logger;
  queuePrefix?: string | undefined;
  /** Multiplies the in-process runner's backoff delays (tests). */
  backoffScale?: number;
}

export interface SweepSettings {
  intervalMs: number;
  minAgeMs?: number | undefined;
}

export interface JobQueue extends JobDispatcher {
  mode: 'bullmq' | 'in-process';
  /**
   * Embedded mode: runs the jobs in this process and starts the sweeper. Services mode: nothing, apps/worker
   * consumes the queues and sweeps.
   */
  start: (services: Services, sweep: SweepSettings) => void;
  /** Embedded mode: resolves when no job is queued, running or waiting to retry. */
  idle: () => Promise<void>;
  close: () => Promise<void>;
}

/** The API's side of the jobs, chosen by the runtime mode (design.md "Runtime modes"). */
export function createJobQueue({ redisUrl, logger, queuePrefix, backoffScale }: JobQueueOptions): JobQueue {
  if (redisUrl) {
    const queue = createBullmqQueue({ redisUrl, logger, prefix: queuePrefix });
    return {
      mode: 'bullmq',
      dispatch: queue.dispatch,
      start: () => {},
      idle: () => Promise.resolve(),
      close: queue.close,
    };
  }
  const runner = createInProcessRunner({ logger, ...(backoffScale === undefined ? {} : { backoffScale }) });
  let sweeper: Sweeper | null = null;
  const dispatcher: JobDispatcher = { dispatch: runner.dispatch };
  return {
    mode: 'in-process',
    dispatch: runner.dispatch,
    start(services, sweep) {
      runner.start(services);
      sweeper ??= startSweeper({
        services,
        jobs: dispatcher,
        logger,
        intervalMs: sweep.intervalMs,
        minAgeMs: sweep.minAgeMs,
      });
    },
    idle: runner.idle,
    async close() {
      await sweeper?.close();
      await runner.close();
    },
  };
}
