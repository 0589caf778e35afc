import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Runs after each stored analysis. A placeholder for now: the notifications issue fills it in (mood-pattern
 * alerts honouring the user's preference). It only logs, so the pipeline's shape is already the final one.
 */
export const notifyMoodPatternJob = defineJob({
  name: 'notify.moodPattern',
  payloadSchema: z.object({ userId: z.uuid(), entryId: z.uuid() }),
  retry: { attempts: 3, backoff: { type: 'exponential', delayMs: 5000 } },
  concurrency: 2,
  key: ({ entryId }) => `notify.moodPattern-${entryId}`,
  handle({ userId, entryId }, { logger }) {
    logger.info({ userId, entryId }, 'mood pattern check: notifications are not built yet');
    return Promise.resolve();
  },
});
