import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * The set-password e-mail of an account an admin created: off the request path, and the single-use token is issued
 * here so it never sits in a queue.
 */
export const mailAccountInvitationJob = defineJob({
  name: 'mail.accountInvitation',
  payloadSchema: z.object({ userId: z.uuid(), requestId: z.uuid() }),
  retry: { attempts: 3, backoff: { type: 'exponential', delayMs: 5000 } },
  concurrency: 2,
  key: ({ requestId }) => `mail.accountInvitation-${requestId}`,
  async handle({ userId }, { services }) {
    await services.admin.sendInvitation(userId);
  },
});
