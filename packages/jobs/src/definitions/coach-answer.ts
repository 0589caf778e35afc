import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Writes the coach's answer to a saved question with the local model, streaming it to the user as it arrives, or
 * with the built-in library when the model is unavailable. Runs off the request path (worker, or in-process in
 * embedded mode); a retry or a late run finds the answer saved and does nothing.
 */
export const coachAnswerJob = defineJob({
  name: 'coach.answer',
  payloadSchema: z.object({ conversationId: z.uuid() }),
  retry: { attempts: 2, backoff: { type: 'exponential', delayMs: 2000 } },
  concurrency: 1,
  key: ({ conversationId }) => `coach.answer-${conversationId}`,
  handle: ({ conversationId }, { services }) => services.coach.answerConversation(conversationId),
});
