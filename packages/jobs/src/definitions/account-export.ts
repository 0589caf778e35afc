import { z } from 'zod';
import { defineJob } from '../job-definition.ts';

/** Builds one export's zip (Settings → Export My Data); after the last try the export reads failed. */
export const accountExportJob = defineJob({
  name: 'account.export',
  payloadSchema: z.object({ exportId: z.uuid() }),
  retry: { attempts: 3, backoff: { type: 'exponential', delayMs: 2000 } },
  concurrency: 1,
  key: ({ exportId }) => `account.export-${exportId}`,
  async handle({ exportId }, { services }) {
    await services.dataExport.build(exportId);
  },
  async onFailure({ exportId }, { services }, { final }) {
    if (final) await services.dataExport.recordFailure(exportId);
  },
});
