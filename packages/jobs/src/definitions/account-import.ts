import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/**
 * Writes one import's entries. A retry finds what the failed try wrote as duplicates, so nothing is written twice;
 * after the last try the import reads failed.
 */
export const accountImportJob = defineJob({
  name: 'account.import',
  payloadSchema: z.object({ importId: z.uuid() }),
  retry: { attempts: 3, backoff: { type: 'exponential', delayMs: 2000 } },
  concurrency: 1,
  key: ({ importId }) => `account.import-${importId}`,
  async handle({ importId }, { services, requestId }) {
    await services.dataImport.run(importId, requestId);
  },
  async onFailure({ importId }, { services }, { final }) {
    if (final) await services.dataImport.recordFailure(importId);
  },
});
