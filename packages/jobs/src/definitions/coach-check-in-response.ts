import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/** The coach's response to a goal check-in, written like an answer (see coach-answer.ts). */
export const coachCheckInResponseJob = defineJob({
  name: 'coach.checkInResponse',
  payloadSchema: z.object({ checkInId: z.uuid() }),
  retry: { attempts: 2, backoff: { type: 'exponential', delayMs: 2000 } },
  concurrency: 1,
  key: ({ checkInId }) => `coach.checkInResponse-${checkInId}`,
  handle: ({ checkInId }, { services }) => services.coach.respondToCheckIn(checkInId),
});
