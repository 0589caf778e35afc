import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Runs after each stored analysis: a gentle e-mail when anxiety or sadness led the last three entries or the share
 * of positive moods halved week on week, at most once in three days, never for an entry the crisis screen flagged.
 */
export const notifyMoodPatternJob = defineJob({
  name: 'notify.moodPattern',
  payloadSchema: z.object({ userId: z.uuid(), entryId: z.uuid() }),
  retry: { attempts: 5, backoff: { type: 'exponential', delayMs: 10_000 } },
  concurrency: 2,
  key: ({ entryId }) => `notify.moodPattern-${entryId}`,
  async handle({ userId, entryId }, { services, logger }) {
    const outcome = await services.notifications.checkMoodPattern(userId, entryId);
    logger.info({ userId, entryId, outcome }, 'mood pattern check');
  },
});
