import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Forgot-password's work: find the account, issue a token, send the link. Done off the request path so that a
 * known and an unknown e-mail get their answer in the same time (no account enumeration by timing).
 */
export const mailPasswordResetJob = defineJob({
  name: 'mail.passwordReset',
  payloadSchema: z.object({ email: z.string().min(1).max(254), requestId: z.uuid() }),
  retry: { attempts: 3, backoff: { type: 'exponential', delayMs: 5000 } },
  concurrency: 2,
  key: ({ requestId }) => `mail.passwordReset-${requestId}`,
  async handle({ email }, { services }) {
    await services.auth.sendPasswordReset(email);
  },
});
