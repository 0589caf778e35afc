import type {
  JobDispatcher,
  JobName,
  JobScheduler,
  ScheduleSpec,
} from '@innerweather/core/shared/job-dispatcher';
import type { Logger } from '@innerweather/core/shared/logger';
import type { Queue } from 'bullmq';
import { nextCronFiring } from '@innerweather/core/shared/cron';
import { bullmqJobOptions } from './bullmq-queue.ts';
import { definitionOf } from './job-registry.ts';
import { errorMessage } from './run-job.ts';
import { settlesWithin } from './time-box.ts';

export { nextCronFiring };

/** A schedule that cannot fire (an unknown job, a bad pattern or zone) is refused before it is stored. */
function checkSpec(spec: ScheduleSpec): void {
  definitionOf(spec.job);
  const payload = definitionOf(spec.job).payloadSchema.safeParse(spec.payload);
  if (!payload.success) throw new Error(`schedule ${spec.key}: invalid ${spec.job} payload`);
  if (spec.pattern !== undefined) nextCronFiring(spec.pattern, spec.tz, new Date());
  else if (!(spec.everyMs > 0)) throw new Error(`schedule ${spec.key}: everyMs must be positive`);
}

/** setTimeout holds at most about 24.8 days; longer waits are taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface InProcessScheduler extends JobScheduler {
  /** The schedules held, by key (for tests and start-up logs). */
  keys: () => string[];
  /** The schedule held under a key, as it was upserted. */
  get: (key: string) => ScheduleSpec | undefined;
  close: () => void;
}

/**
 * The embedded mode's job schedulers: a timer per schedule that dispatches its job through the in-process runner, so
 * a scheduled job runs the same definition, handler and retry policy as in the worker. Nothing is persisted: owners
 * of schedules register them at start-up (upserting is idempotent), as they do with BullMQ.
 */
export function createInProcessScheduler({
  jobs,
  logger,
}: {
  jobs: JobDispatcher;
  logger: Logger;
}): InProcessScheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  const specs = new Map<string, ScheduleSpec>();
  let closed = false;

  function fire(spec: ScheduleSpec) {
    // A schedule set while serving a request is nobody's request when it fires: no request id goes with it.
    jobs
      .dispatch(spec.job, spec.payload)
      .catch((err: unknown) =>
        logger.warn({ schedule: spec.key, err: errorMessage(err) }, 'scheduled job not run'),
      );
  }

  function arm(spec: ScheduleSpec, at: number) {
    if (closed) return;
    const wait = Math.max(0, at - Date.now());
    const timer = setTimeout(
      () => {
        if (timers.get(spec.key) !== timer) return;
        if (wait > LONGEST_TIMER_MS) return arm(spec, at);
        fire(spec);
        arm(spec, nextFiring(spec, new Date(Math.max(at, Date.now()))));
      },
      Math.min(wait, LONGEST_TIMER_MS),
    );
    timer.unref();
    timers.set(spec.key, timer);
  }

  function nextFiring(spec: ScheduleSpec, after: Date): number {
    return spec.pattern !== undefined
      ? nextCronFiring(spec.pattern, spec.tz, after).getTime()
      : after.getTime() + spec.everyMs;
  }

  return {
    upsert: (spec) =>
      Promise.resolve().then(() => {
        checkSpec(spec);
        clearTimeout(timers.get(spec.key));
        specs.set(spec.key, spec);
        // An interval schedule fires at once, as a BullMQ `every` scheduler does; a cron one at its next time.
        arm(spec, spec.pattern !== undefined ? nextFiring(spec, new Date()) : Date.now());
      }),
    remove(key) {
      clearTimeout(timers.get(key));
      timers.delete(key);
      specs.delete(key);
      return Promise.resolve();
    },
    keys: () => [...timers.keys()],
    get: (key) => specs.get(key),
    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      specs.clear();
    },
  };
}

/**
 * Services mode: BullMQ job schedulers on each job's queue (Redis keeps them, so a restart or a second API loses
 * none). Every worker replica consumes the jobs they produce; BullMQ creates one job per firing, whoever asks.
 */
/**
 * Waits for a Redis call at most `ms`: with Redis down, BullMQ waits for the connection forever, and a request that
 * upserts a schedule (sign-up, a preference) must not hang. A schedule given up on is registered again when the
 * process starts and when Redis reconnects; the call itself still lands if Redis answers late.
 */
async function timeBoxed(work: Promise<unknown>, ms = 3000): Promise<void> {
  await settlesWithin(work, ms);
}

export function createBullmqScheduler(queues: ReadonlyMap<JobName, Queue>): JobScheduler {
  const queueOf = (name: JobName) => {
    const queue = queues.get(name);
    if (!queue) throw new Error(`no queue for job ${name}`);
    return queue;
  };
  return {
    async upsert(spec) {
      checkSpec(spec);
      const { jobId: _ignored, ...opts } = bullmqJobOptions(spec.job, spec.payload);
      await timeBoxed(
        queueOf(spec.job).upsertJobScheduler(
          spec.key,
          spec.pattern !== undefined
            ? { pattern: spec.pattern, tz: spec.tz ?? 'UTC' }
            : { every: spec.everyMs },
          { name: spec.job, data: spec.payload, opts },
        ),
      );
    },
    async remove(key) {
      await timeBoxed(Promise.all([...queues.values()].map((queue) => queue.removeJobScheduler(key))));
    },
  };
}
