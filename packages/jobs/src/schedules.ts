import type { JobScheduler, ScheduleSpec } from '@innerweather/core/shared/job-dispatcher';
import type { Services } from '@innerweather/core/services';

export interface ScheduleSettings {
  /** SWEEP_INTERVAL_MS: how often entries still pending are enqueued again. */
  sweepIntervalMs: number;
  /** SWEEP_MIN_AGE_MS: an entry younger than this is left to the job its save enqueued. */
  sweepMinAgeMs: number;
}

/** The product's fixed schedules; per-user ones (e-mail reminders) are upserted by their owners. */
export function productSchedules(settings: ScheduleSettings): ScheduleSpec[] {
  return [
    {
      key: 'sweep.pendingEntries',
      job: 'sweep.pendingEntries',
      payload: { minAgeMs: settings.sweepMinAgeMs },
      everyMs: settings.sweepIntervalMs,
    },
  ];
}

/**
 * Registers (or refreshes) the fixed schedules and every user's notification schedules: at start-up of the embedded
 * API and of every worker, and when Redis comes back (it may have restarted empty). Upserting is idempotent.
 */
export async function registerProductSchedules(
  scheduler: JobScheduler,
  settings: ScheduleSettings,
  services: Pick<Services, 'notifications'>,
) {
  for (const spec of productSchedules(settings)) await scheduler.upsert(spec);
  await services.notifications.syncAllSchedules();
}
