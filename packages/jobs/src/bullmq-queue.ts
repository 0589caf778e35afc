import type { JobDispatcher, JobName, JobPayloads } from '@innerweather/core/shared/job-dispatcher';
import type { Logger } from '@innerweather/core/shared/logger';
import { JOB_REQUEST_ID } from '@innerweather/core/shared/request-context';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { type JobCounts, payloadNames, type QueuedJob } from './job-definition.ts';
import { definitionOf, jobNames } from './job-registry.ts';
import { errorMessage } from './run-job.ts';

export const DEFAULT_QUEUE_PREFIX = 'iw';

export interface BullmqQueueOptions {
  redisUrl: string;
  logger: Logger;
  /** Namespaces the queues' Redis keys (QUEUE_PREFIX): two installations, or two test files, can share a Redis. */
  prefix?: string;
  /** Longest a dispatch may take before the request goes on without it; the sweeper enqueues the entry later. */
  dispatchTimeoutMs?: number;
}

export interface BullmqQueue extends JobDispatcher {
  /** The queues by job name, for the sweeper, tests and admin tooling. */
  queues: Map<JobName, Queue>;
  /**
   * Called each time Redis answers again after the connection was lost (not at the first connection): a Redis that
   * restarted without persistence has forgotten its job schedulers, and their owners register them again.
   */
  onReconnect: (listener: () => void) => void;
  /** The jobs not yet running: waiting, delayed (a retry's wait) or prioritised. */
  pending: () => Promise<QueuedJob[]>;
  discard: (ids: ReadonlySet<string>) => Promise<number>;
  /** BullMQ's counts per job: job_queue_depth. */
  counts: () => Promise<Partial<Record<JobName, JobCounts>>>;
  close: () => Promise<void>;
}

/** A job's payload without the request id it carries beside it. */
const payloadOf = (data: object): object => {
  const { [JOB_REQUEST_ID]: _requestId, ...payload } = data as Record<string, unknown>;
  return payload;
};

const NOT_RUNNING = ['waiting', 'delayed', 'prioritized'] as const;

/** What every job carries to BullMQ: its de-duplication id and the definition's retry policy. */
export function bullmqJobOptions(name: JobName, payload: JobPayloads[JobName]) {
  const definition = definitionOf(name);
  return {
    jobId: definition.key(payload),
    attempts: definition.retry.attempts,
    backoff: { type: 'exponential' as const, delay: definition.retry.backoff.delayMs },
    removeOnComplete: true,
    // A failed job must not keep its id: the sweeper enqueues the same entry again under the same id.
    removeOnFail: true,
  };
}

/**
 * The producer side (the API in services mode): one BullMQ queue per job. A dispatch never fails the caller and
 * never waits long: with Redis down it gives up at once (no offline queue) or after `dispatchTimeoutMs`, logs,
 * and the entry stays `pending` in the database until the sweeper enqueues it.
 */
export function createBullmqQueue({
  redisUrl,
  logger,
  prefix = DEFAULT_QUEUE_PREFIX,
  dispatchTimeoutMs = 1500,
}: BullmqQueueOptions): BullmqQueue {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  /**
   * The adds of one turn of the event loop (the saves whose inserts were answered together) leave in one write
   * instead of one each: a write to Redis cost a save ~30 µs of CPU. The socket is corked until the poll phase's
   * callbacks have run; each add is still its own command. (ioredis' enableAutoPipelining does the same with a
   * Pipeline object per turn, which copies BullMQ's fifty scripts onto itself and cost more than it saved.)
   */
  let corked: NodeJS.WritableStream | null = null;
  const holdWritesForTurn = () => {
    const socket = connection.stream;
    if (corked === socket || !socket) return;
    corked = socket;
    socket.cork();
    setImmediate(() => {
      corked = null;
      socket.uncork();
    });
  };
  /** Set by a connection error, cleared when Redis answers again: while set, dispatches skip without waiting. */
  let failing = false;
  let lastSkipWarning = 0;
  connection.on('error', (err: Error) => {
    if (!failing)
      logger.warn({ err: err.message }, 'job queue: Redis unreachable, entries wait for the sweeper');
    failing = true;
  });
  const reconnectListeners: Array<() => void> = [];
  let connectedBefore = false;
  connection.on('ready', () => {
    failing = false;
    if (connectedBefore) for (const listener of reconnectListeners) listener();
    connectedBefore = true;
  });

  /** Ready now, or (still connecting, no error yet: a process just started) ready within the time box. */
  function whenReady(timeoutMs: number): Promise<boolean> {
    if (connection.status === 'ready') return Promise.resolve(true);
    if (failing) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        connection.off('ready', onReady);
        connection.off('error', onError);
        resolve(ready);
      };
      const onReady = () => done(true);
      const onError = () => done(false);
      const timer = setTimeout(() => done(false), timeoutMs);
      connection.on('ready', onReady);
      connection.on('error', onError);
    });
  }

  const queues = new Map<JobName, Queue>();
  for (const name of jobNames) {
    const queue = new Queue(name, { connection, prefix });
    // Connection trouble is reported once above; without a listener an 'error' event would crash the process.
    queue.on('error', () => {});
    queues.set(name, queue);
  }

  async function notRunning() {
    const lists = await Promise.all(
      [...queues].map(async ([name, queue]) =>
        (await queue.getJobs([...NOT_RUNNING])).filter(Boolean).map((job) => ({ name, job })),
      ),
    );
    return lists.flat();
  }

  return {
    queues,
    onReconnect: (listener) => reconnectListeners.push(listener),
    async pending() {
      return (await notRunning()).map(({ name, job }) => ({ name, payload: payloadOf(job.data as object) }));
    },
    async discard(ids) {
      const doomed = (await notRunning()).filter(({ job }) =>
        payloadNames(payloadOf(job.data as object), ids),
      );
      // A job that started meanwhile is locked and stays: it finds its rows gone.
      const removed = await Promise.allSettled(doomed.map(({ job }) => job.remove()));
      return removed.filter((r) => r.status === 'fulfilled').length;
    },
    async dispatch(name, payload, requestId) {
      const parsed = definitionOf(name).payloadSchema.safeParse(payload);
      if (!parsed.success) {
        logger.error({ job: name, payload }, 'refused to enqueue a job with an invalid payload');
        return false;
      }
      const startedAt = Date.now();
      if (!(await whenReady(dispatchTimeoutMs))) {
        // Once per half minute at most: a sweep during an outage would otherwise log every pending entry.
        if (Date.now() - lastSkipWarning > 30_000) {
          lastSkipWarning = Date.now();
          logger.warn(
            { job: name, payload, redis: connection.status },
            'job not enqueued: Redis is not connected',
          );
        }
        return false;
      }
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(
          () => resolve('timeout'),
          Math.max(0, dispatchTimeoutMs - (Date.now() - startedAt)),
        );
      });
      try {
        // The dispatching request's id rides along, so the worker's lines for this job carry it too.
        const data = requestId ? { ...parsed.data, [JOB_REQUEST_ID]: requestId } : parsed.data;
        holdWritesForTurn();
        const add = queues.get(name)!.add(name, data, bullmqJobOptions(name, parsed.data));
        // A late add still lands (and is de-duplicated); only the caller stops waiting for it.
        add.catch(() => {});
        if ((await Promise.race([add, timedOut])) === 'timeout') {
          logger.warn({ job: name, payload, timeoutMs: dispatchTimeoutMs }, 'job enqueue timed out');
        }
        return true;
      } catch (err) {
        logger.warn({ job: name, payload, err: errorMessage(err) }, 'job not enqueued');
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async counts() {
      const entries = await Promise.all(
        [...queues].map(async ([name, queue]) => {
          const c = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed');
          const counts: JobCounts = {
            waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
            active: c.active ?? 0,
            delayed: c.delayed ?? 0,
          };
          return [name, counts] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
    async close() {
      await Promise.allSettled([...queues.values()].map((q) => q.close()));
      connection.disconnect();
    },
  };
}
