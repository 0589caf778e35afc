import type { JobDispatcher } from '@innerweather/core/shared/job-dispatcher';
import type { Logger, Services } from '@innerweather/core/services';
import { analysisEmotionJob } from './definitions/analysis-emotion.ts';

export interface SweepOptions {
  services: Services;
  jobs: JobDispatcher;
  logger: Logger;
  /** An entry younger than this is left to the job its save enqueued (SWEEP_MIN_AGE_MS). */
  minAgeMs: number;
  /** Entries enqueued per sweep; the next sweep takes the rest. */
  batchSize?: number;
  /** Failed attempts after which a failed entry is left alone: three rounds of the job's retries by default. */
  maxFailedAttempts?: number;
}

/**
 * Nothing is lost: entries still `pending` (their job was never enqueued because Redis was down, or was dropped by a
 * restart of the in-process runner) are enqueued again, and failed entries get further rounds. Job ids are
 * de-duplicated, so sweeping an entry whose job is already queued, or sweeping from several workers, is harmless.
 * Runs as the scheduled job `sweep.pendingEntries`; resolves with the number of entries enqueued.
 */
export async function sweepPendingEntries({
  services,
  jobs,
  logger,
  minAgeMs,
  batchSize = 500,
  maxFailedAttempts = analysisEmotionJob.retry.attempts * 3,
}: SweepOptions): Promise<number> {
  const reopened = await services.analysis.reopenFailedEntries(maxFailedAttempts, batchSize);
  const pending = await services.analysis.findPendingEntries(minAgeMs, batchSize);
  // analysis.emotion screens for a crisis first, so one job per entry covers both.
  for (const entryId of pending) await jobs.dispatch('analysis.emotion', { entryId });
  // An import's lane that stopped (a restart) picks up where it was; its job id keeps one lane per import.
  for (const importId of await services.dataImport.importsToAnalyse(batchSize))
    await jobs.dispatch('import.analyse', { importId });
  if (pending.length > 0)
    logger.info({ enqueued: pending.length, reopened }, 'sweeper enqueued pending entries');
  return pending.length;
}
