import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Every minute (and once at start-up): sends the e-mails of mail_outbox that are due, those whose first try failed
 * (SMTP down, a stalled server) included. One run at a time; an overlapping firing is dropped by its key.
 */
export const mailSweepOutboxJob = defineJob({
  name: 'mail.sweepOutbox',
  payloadSchema: z.object({}),
  retry: { attempts: 1, backoff: { type: 'exponential', delayMs: 1000 } },
  concurrency: 1,
  key: () => 'mail.sweepOutbox',
  async handle(_payload, { services, logger }) {
    const counts = await services.mailOutbox.sweep();
    if (counts.sent + counts.retry + counts['gave-up'] > 0) logger.info({ counts }, 'mail outbox swept');
  },
});
