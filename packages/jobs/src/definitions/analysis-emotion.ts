import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Reads an entry for the five emotions (Ollama, or the lexicon analyzer when Ollama is down) and stores the
 * analysis. Five tries over about 30 s; after the last the entry reads `failed` until the sweeper reopens it.
 */
export const analysisEmotionJob = defineJob({
  name: 'analysis.emotion',
  payloadSchema: z.object({ entryId: z.uuid() }),
  retry: { attempts: 5, backoff: { type: 'exponential', delayMs: 2000 } },
  concurrency: 2,
  key: ({ entryId }) => `analysis.emotion-${entryId}`,
  async handle({ entryId }, { services }) {
    await services.analysis.analyzeEntry(entryId);
  },
  async onFailure({ entryId }, { services }, { final }) {
    await services.analysis.recordAnalysisFailure(entryId, { final });
  },
});
