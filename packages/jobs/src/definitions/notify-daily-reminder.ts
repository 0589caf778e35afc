import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Fired by the user's schedule (`notify.dailyReminder:<userId>`, at their reminder hour in their zone). Checks the
 * switch and today's entries again, then sends once per local day, whoever runs it and however often.
 */
export const notifyDailyReminderJob = defineJob({
  name: 'notify.dailyReminder',
  payloadSchema: z.object({ userId: z.uuid() }),
  retry: { attempts: 5, backoff: { type: 'exponential', delayMs: 10_000 } },
  concurrency: 4,
  key: ({ userId }) => `notify.dailyReminder-${userId}`,
  async handle({ userId }, { services, logger }) {
    const outcome = await services.notifications.sendDailyReminder(userId);
    logger.info({ userId, outcome }, 'daily reminder');
  },
});
