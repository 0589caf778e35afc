import type { JobDispatcher } from '@innerweather/core/job-dispatcher';
import type { Logger, Services } from '@innerweather/core/services';
import { jobDefinitions } from './job-registry.ts';
import { errorMessage } from './run-job.ts';

export interface SweeperOptions {
  services: Services;
  jobs: JobDispatcher;
  logger: Logger;
  /** Time between sweeps (SWEEP_INTERVAL_MS); the first sweep runs at start-up. */
  intervalMs: number;
  /** An entry younger than this is left to the job its save enqueued (SWEEP_MIN_AGE_MS). */
  minAgeMs?: number;
  /** Entries enqueued per sweep; the next sweep takes the rest. */
  batchSize?: number;
  /** Failed attempts after which a failed entry is left alone: three rounds of the job's retries by default. */
  maxFailedAttempts?: number;
}

export interface Sweeper {
  /** One sweep now; resolves with the number of entries enqueued. */
  sweepNow: () => Promise<number>;
  close: () => Promise<void>;
}

/**
 * Nothing is lost: entries still `pending` (their job was never enqueued because Redis was down, or was dropped
 * by a restart of the in-process runner) are enqueued again, and failed entries get further rounds. Job ids are
 * de-duplicated, so sweeping an entry whose job is already queued, or sweeping from several workers, is harmless.
 */
export function startSweeper({
  services,
  jobs,
  logger,
  intervalMs,
  minAgeMs = 30_000,
  batchSize = 500,
  maxFailedAttempts = jobDefinitions['analysis.emotion'].retry.attempts * 3,
}: SweeperOptions): Sweeper {
  let current: Promise<number> | null = null;

  async function sweep(): Promise<number> {
    const reopened = await services.analysis.reopenFailedEntries(maxFailedAttempts, batchSize);
    const pending = await services.analysis.findPendingEntries(minAgeMs, batchSize);
    // analysis.emotion screens for a crisis first, so one job per entry covers both.
    for (const entryId of pending) await jobs.dispatch('analysis.emotion', { entryId });
    if (pending.length > 0)
      logger.info({ enqueued: pending.length, reopened }, 'sweeper enqueued pending entries');
    return pending.length;
  }

  function sweepNow(): Promise<number> {
    // Sweeps never overlap: a slow one (many entries, Redis timing out) is joined, not doubled.
    current ??= sweep()
      .catch((err: unknown) => {
        logger.warn({ err: errorMessage(err) }, 'sweep failed; the next one will try again');
        return 0;
      })
      .finally(() => (current = null));
    return current;
  }

  void sweepNow();
  const timer = setInterval(() => void sweepNow(), intervalMs);
  timer.unref();

  return {
    sweepNow,
    async close() {
      clearInterval(timer);
      await current;
    },
  };
}
