import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { ZExportStateSchema } from './schemas.ts';

export const requestExportRoute = protectedProcedure
  .meta({
    successStatus: 202,
    openapi: {
      method: 'POST',
      path: '/api/account/export',
      tags: ['Account'],
      summary: 'Export my data',
      description:
        'Queues a zip of everything you have (journal.json and a readable journal.md). Follow it with GET /api/account/export/{id}; once ready it carries a signed `downloadUrl` that works for an hour, for you signed in.',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.object({ id: z.string(), status: ZExportStateSchema })))
  .mutation(({ ctx }) => ctx.services.dataExport.request(ctx.user.id, ctx.requestId));
