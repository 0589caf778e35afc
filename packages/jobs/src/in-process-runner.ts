import type { JobDispatcher, JobName, JobPayloads } from '@innerweather/core/shared/job-dispatcher';
import type { Services } from '@innerweather/core/services';
import type { Logger } from '@innerweather/core/shared/logger';
import { jobContext } from './job-context.ts';
import {
  backoffDelay,
  type JobCounts,
  type JobObserver,
  payloadNames,
  type QueuedJob,
} from './job-definition.ts';
import { definitionOf } from './job-registry.ts';
import { runJobAttempt } from './run-job.ts';

export interface JobRunner extends JobDispatcher {
  /** Starts running jobs (those dispatched before start wait for it): services need the runner, and vice versa. */
  start: (services: Services) => void;
  /** Resolves once nothing is queued, running or waiting to retry. */
  idle: () => Promise<void>;
  /** The jobs queued or waiting to retry (not the running ones). */
  pending: () => Promise<QueuedJob[]>;
  discard: (ids: ReadonlySet<string>) => Promise<number>;
  /** Jobs waiting, running and waiting to retry, per job: job_queue_depth. */
  counts: () => Promise<Partial<Record<JobName, JobCounts>>>;
  /** Stops taking jobs and waits for the running ones; queued entries stay pending for the sweeper. */
  close: () => Promise<void>;
}

export interface InProcessRunnerOptions {
  logger: Logger;
  /** Multiplies every backoff delay; tests shorten the waits, production keeps 1. */
  backoffScale?: number;
  concurrency?: Partial<Record<JobName, number>>;
  /** Told of each try's duration and outcome (the job metrics). */
  observe?: JobObserver;
}

interface Task {
  name: JobName;
  payload: JobPayloads[JobName];
  key: string;
  attemptsMade: number;
  /** The id of the request that dispatched it: its log lines carry it. */
  requestId: string | undefined;
}

/**
 * The embedded mode's queue: the same definitions, handlers and retry policy as the BullMQ worker, in the API
 * process, without Redis. Nothing is persisted: what a restart drops is still `pending` in the database, and
 * the sweeper enqueues it again.
 */
export function createInProcessRunner({
  logger,
  backoffScale = 1,
  concurrency = {},
  observe,
}: InProcessRunnerOptions): JobRunner {
  const lanes = new Map<JobName, { waiting: Task[]; active: number }>();
  /** Keys of jobs waiting, running or between tries: the same job is never held twice. */
  const held = new Set<string>();
  const retryTimers = new Map<NodeJS.Timeout, Task>();
  const running = new Set<Promise<void>>();
  let idleWaiters: (() => void)[] = [];
  let services: Services | null = null;
  let closed = false;

  const laneOf = (name: JobName) => {
    let lane = lanes.get(name);
    if (!lane) lanes.set(name, (lane = { waiting: [], active: 0 }));
    return lane;
  };

  function settleIdle() {
    if (held.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function release(task: Task) {
    held.delete(task.key);
    settleIdle();
  }

  function pump(name: JobName) {
    if (!services || closed) return;
    const base = { services, logger, jobs: runner };
    const definition = definitionOf(name);
    const limit = concurrency[name] ?? definition.concurrency;
    const lane = laneOf(name);
    while (lane.active < limit && lane.waiting.length > 0) {
      const task = lane.waiting.shift()!;
      lane.active += 1;
      const ctx = jobContext(base, task.requestId);
      const run: Promise<void> = runJobAttempt(definition, task.payload, ctx, task.attemptsMade, observe)
        .then(
          () => release(task),
          () => {
            task.attemptsMade += 1;
            if (closed || task.attemptsMade >= definition.retry.attempts) return release(task);
            const timer = setTimeout(
              () => {
                retryTimers.delete(timer);
                lane.waiting.push(task);
                pump(name);
              },
              backoffDelay(definition.retry, task.attemptsMade) * backoffScale,
            );
            retryTimers.set(timer, task);
          },
        )
        .finally(() => {
          lane.active -= 1;
          running.delete(run);
          pump(name);
        });
      running.add(run);
    }
  }

  const runner: JobRunner = {
    dispatch(name, payload, requestId) {
      const definition = definitionOf(name);
      const parsed = definition.payloadSchema.safeParse(payload);
      if (!parsed.success) {
        logger.error({ job: name, payload }, 'refused to enqueue a job with an invalid payload');
        return Promise.resolve(false);
      }
      const key = definition.key(parsed.data);
      if (closed) return Promise.resolve(false);
      if (held.has(key)) return Promise.resolve(true);
      held.add(key);
      laneOf(name).waiting.push({
        name,
        payload: parsed.data,
        key,
        attemptsMade: 0,
        requestId,
      });
      // Off the caller's turn of the event loop: the request that saved the entry answers first.
      setImmediate(() => pump(name));
      return Promise.resolve(true);
    },
    discard(ids) {
      let removed = 0;
      for (const lane of lanes.values()) {
        const kept = lane.waiting.filter((task) => !payloadNames(task.payload, ids));
        for (const task of lane.waiting) if (!kept.includes(task)) held.delete(task.key);
        removed += lane.waiting.length - kept.length;
        lane.waiting = kept;
      }
      for (const [timer, task] of retryTimers) {
        if (!payloadNames(task.payload, ids)) continue;
        clearTimeout(timer);
        retryTimers.delete(timer);
        held.delete(task.key);
        removed += 1;
      }
      settleIdle();
      return Promise.resolve(removed);
    },
    pending() {
      const waiting = [...lanes.values()].flatMap((lane) => lane.waiting);
      return Promise.resolve(
        [...waiting, ...retryTimers.values()].map((task) => ({ name: task.name, payload: task.payload })),
      );
    },
    counts() {
      const counts: Partial<Record<JobName, JobCounts>> = {};
      for (const [name, lane] of lanes)
        counts[name] = { waiting: lane.waiting.length, active: lane.active, delayed: 0 };
      for (const task of retryTimers.values()) {
        const c = (counts[task.name] ??= { waiting: 0, active: 0, delayed: 0 });
        c.delayed += 1;
      }
      return Promise.resolve(counts);
    },
    start(s) {
      services = s;
      for (const name of lanes.keys()) pump(name);
    },
    idle() {
      if (held.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      for (const [timer, task] of retryTimers) {
        clearTimeout(timer);
        held.delete(task.key);
      }
      retryTimers.clear();
      for (const lane of lanes.values()) {
        for (const task of lane.waiting) held.delete(task.key);
        lane.waiting = [];
      }
      await Promise.allSettled([...running]);
      settleIdle();
    },
  };
  return runner;
}
