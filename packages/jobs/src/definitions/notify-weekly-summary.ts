import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/** Fired by the user's schedule (`notify.weeklySummary:<userId>`, Sunday 19:00 in their zone); sends once a week. */
export const notifyWeeklySummaryJob = defineJob({
  name: 'notify.weeklySummary',
  payloadSchema: z.object({ userId: z.uuid() }),
  retry: { attempts: 5, backoff: { type: 'exponential', delayMs: 10_000 } },
  concurrency: 4,
  key: ({ userId }) => `notify.weeklySummary-${userId}`,
  async handle({ userId }, { services, logger }) {
    const outcome = await services.notifications.sendWeeklySummary(userId);
    logger.info({ userId, outcome }, 'weekly summary');
  },
});
