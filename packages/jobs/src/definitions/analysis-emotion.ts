import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Reads an entry for the five emotions (Ollama, or the lexicon analyzer when Ollama is down) and stores the
 * analysis. Five tries over about 30 s; after the last the entry reads `failed` until the sweeper reopens it.
 */
export const analysisEmotionJob = defineJob({
  name: 'analysis.emotion',
  // screened: queued by crisis.screen right after it screened this entry (the sweeper and imports leave it out).
  payloadSchema: z.object({ entryId: z.uuid(), screened: z.boolean().optional() }),
  retry: { attempts: 5, backoff: { type: 'exponential', delayMs: 2000 } },
  concurrency: 2,
  key: ({ entryId }) => `analysis.emotion-${entryId}`,
  async handle({ entryId, screened }, { services, requestId }) {
    await services.analysis.analyzeEntry(entryId, { screened: screened === true, requestId });
  },
  async onFailure({ entryId }, { services }, { final }) {
    await services.analysis.recordAnalysisFailure(entryId, { final });
  },
});
