import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * The deterministic crisis screen, queued with every new or edited entry. It takes milliseconds, so it gets its own
 * lane and several tries close together: crisis guidance should never wait for the LLM. Then it queues the
 * analysis, which reads this screen's stored result instead of screening the text again.
 */
export const crisisScreenJob = defineJob({
  name: 'crisis.screen',
  payloadSchema: z.object({ entryId: z.uuid() }),
  retry: { attempts: 5, backoff: { type: 'exponential', delayMs: 500 } },
  concurrency: 4,
  key: ({ entryId }) => `crisis.screen-${entryId}`,
  async handle({ entryId }, { services, logger, jobs }) {
    const outcome = await services.analysis.screenEntry(entryId);
    if (outcome === 'crisis' || outcome === 'distress')
      logger.warn({ entryId, tier: outcome }, 'crisis screen fired: crisis_support guidance stored');
    // Not queued (Redis gone): the entry stays pending and the sweeper queues its analysis, which screens itself.
    if (outcome !== 'gone') await jobs.dispatch('analysis.emotion', { entryId, screened: true });
  },
});
