import type { JobDispatcher, JobName, JobPayloads } from '@innerweather/core/shared/job-dispatcher';
import type { Services } from '@innerweather/core/services';
import type { Logger } from '@innerweather/core/shared/logger';
import type { z } from 'zod';

/** How often a job is tried and how long it waits between tries: delay × 2^(n-1) before try n+1. */
export interface RetryPolicy {
  attempts: number;
  backoff: { type: 'exponential'; delayMs: number };
}

export interface JobContext {
  services: Services;
  logger: Logger;
  /** For jobs that enqueue others (the sweeper): the same queue the API uses, its jobs carrying `requestId`. */
  jobs: JobDispatcher;
  /** The id of the request that queued this job (none for the sweeper's and the schedules'). */
  requestId: string | undefined;
}

/**
 * A job, defined once: the API enqueues through it, and the BullMQ worker and the in-process runner execute the
 * same handler with the same retry policy.
 */
export interface JobDefinition<N extends JobName> {
  name: N;
  payloadSchema: z.ZodType<JobPayloads[N]>;
  retry: RetryPolicy;
  /**
   * How many of these jobs one process runs at a time. Each job has its own queue and its own workers, so a
   * crisis screen never waits behind slow LLM calls: that separate lane is how "high priority" is realised.
   */
  concurrency: number;
  /** One queued job per key: enqueuing the same entry twice (API, retry, sweeper) runs it once. */
  key: (payload: JobPayloads[N]) => string;
  handle: (payload: JobPayloads[N], ctx: JobContext) => Promise<void>;
  /** Told about every failed try; `final` once the retries are spent. */
  onFailure?: (
    payload: JobPayloads[N],
    ctx: JobContext,
    info: { final: boolean; error: unknown },
  ) => Promise<void>;
}

export const defineJob = <N extends JobName>(definition: JobDefinition<N>) => definition;

/** Whether a job's payload names one of `ids` (lower-case ids and e-mails): the jobs of an account being deleted. */
export const payloadNames = (payload: object, ids: ReadonlySet<string>) =>
  Object.values(payload).some((value) => typeof value === 'string' && ids.has(value.toLowerCase()));

/** A queued job as listed for tests and tooling: its name and payload. */
export interface QueuedJob {
  name: JobName;
  payload: object;
}

/** The wait before the next try after `attemptsMade` failed ones (BullMQ's exponential formula). */
export function backoffDelay(policy: RetryPolicy, attemptsMade: number): number {
  return Math.round(2 ** (attemptsMade - 1) * policy.backoff.delayMs);
}

/** How many jobs of one name wait, run, or wait to retry: job_queue_depth. */
export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
}

/** Told when a try of a job ends, for the job metrics (runtime/metrics.ts). */
export type JobObserver = (job: JobName, seconds: number, outcome: 'completed' | 'failed') => void;
