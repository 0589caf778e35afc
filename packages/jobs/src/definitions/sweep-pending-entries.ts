import { z } from 'zod';
import { defineJob } from '../job-definition.ts';
import { sweepPendingEntries } from '../sweeper.ts';

/**
 * Nothing is lost: scheduled every SWEEP_INTERVAL_MS (and once at start-up), it enqueues entries still `pending` and
 * gives failed ones another round. One run at a time; an overlapping firing is dropped by its key.
 */
export const sweepPendingEntriesJob = defineJob({
  name: 'sweep.pendingEntries',
  payloadSchema: z.object({ minAgeMs: z.number().int().min(0) }),
  retry: { attempts: 1, backoff: { type: 'exponential', delayMs: 1000 } },
  concurrency: 1,
  key: () => 'sweep.pendingEntries',
  async handle({ minAgeMs }, { services, jobs, logger }) {
    await sweepPendingEntries({ services, jobs, logger, minAgeMs });
  },
});
