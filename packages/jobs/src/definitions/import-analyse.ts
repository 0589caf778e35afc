import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Screens and analyses an import's entries one at a time, oldest first. It is a lane of its own with one worker,
 * so a 5,000-entry import never holds up analysis.emotion: today's entries are analysed beside it, at once. An
 * entry whose analysis throws is marked failed and the lane goes on; the sweeper restarts a lane that stopped.
 */
export const importAnalyseJob = defineJob({
  name: 'import.analyse',
  payloadSchema: z.object({ importId: z.uuid() }),
  retry: { attempts: 3, backoff: { type: 'exponential', delayMs: 5000 } },
  concurrency: 1,
  key: ({ importId }) => `import.analyse-${importId}`,
  async handle({ importId }, { services, logger }) {
    for (let entryId = await services.dataImport.nextToAnalyse(importId); entryId;) {
      try {
        await services.analysis.analyzeEntry(entryId, { notify: false });
      } catch (err) {
        logger.warn(
          { importId, entryId, err: err instanceof Error ? err.message : String(err) },
          'imported entry not analysed',
        );
        await services.analysis.recordAnalysisFailure(entryId, { final: true });
      }
      entryId = await services.dataImport.nextToAnalyse(importId);
    }
  },
});
