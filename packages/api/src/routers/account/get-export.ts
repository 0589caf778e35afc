import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { ZExportStateSchema } from './schemas.ts';

export const getExportRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/account/export/{id}',
      tags: ['Account'],
      summary: 'An export and its download link',
      errorResponses: { 401: 'Not signed in', 404: 'Export not found' },
    },
  })
  .input(z.object({ id: z.string().max(100) }))
  .output(
    z.object({
      id: z.string(),
      status: ZExportStateSchema,
      progress: z.number(),
      downloadUrl: z.string().nullable(),
      expiresAt: z.string().nullable(),
    }),
  )
  .query(({ ctx, input }) => ctx.services.dataExport.status(ctx.user.id, input.id));
