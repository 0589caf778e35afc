import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { ZExportContentsSchema, ZExportStateSchema } from './schemas.ts';

export const requestExportRoute = protectedProcedure
  .meta({
    successStatus: 202,
    openapi: {
      method: 'POST',
      path: '/api/account/export',
      tags: ['Account'],
      summary: 'Export my data',
      description:
        'Queues a zip of everything you have (journal.json and a readable journal.md), or with `contents: "shareable"` only the entries marked "Shareable with therapist" as one readable Markdown document for a therapist (no private entries, revisions, analysis details, guidance, coach or account data). Follow it with GET /api/account/export/{id}; once ready it carries a signed `downloadUrl` that works for an hour, for you signed in, and `entryCount`.',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({ contents: ZExportContentsSchema.optional() }).optional()))
  .output(
    checkedOutput(z.object({ id: z.string(), contents: ZExportContentsSchema, status: ZExportStateSchema })),
  )
  .mutation(({ ctx, input }) =>
    ctx.services.dataExport.request(ctx.user.id, ctx.requestId, input?.contents ?? 'everything'),
  );
