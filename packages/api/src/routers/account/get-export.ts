import { z } from 'zod';
import { zId } from '@innerweather/validators/ids';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { ZExportContentsSchema, ZExportStateSchema } from './schemas.ts';

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
  .input(checkedInput(z.object({ id: zId('Export') })))
  .output(
    checkedOutput(
      z.object({
        id: z.string(),
        contents: ZExportContentsSchema,
        status: ZExportStateSchema,
        progress: z.number(),
        entryCount: z
          .number()
          .nullable()
          .describe('How many entries the file holds, once ready (null before)'),
        downloadUrl: z.string().nullable(),
        expiresAt: z.string().nullable(),
      }),
    ),
  )
  .query(({ ctx, input }) => ctx.services.dataExport.status(ctx.user.id, input.id));
