import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * The deterministic crisis screen, queued with every new entry. It takes milliseconds, so it gets its own lane
 * and several tries close together: crisis guidance should never wait for the LLM.
 */
export const crisisScreenJob = defineJob({
  name: 'crisis.screen',
  payloadSchema: z.object({ entryId: z.uuid() }),
  retry: { attempts: 5, backoff: { type: 'exponential', delayMs: 500 } },
  concurrency: 4,
  key: ({ entryId }) => `crisis.screen-${entryId}`,
  async handle({ entryId }, { services, logger }) {
    const outcome = await services.analysis.screenEntry(entryId);
    if (outcome === 'crisis' || outcome === 'distress')
      logger.warn({ entryId, tier: outcome }, 'crisis screen fired: crisis_support guidance stored');
  },
});
