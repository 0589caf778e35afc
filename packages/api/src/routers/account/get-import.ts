import { z } from 'zod';
import { zId } from '@innerweather/validators/ids';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

const ZLineErrorSchema = z.object({ line: z.number(), message: z.string() });

export const getImportRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/account/import/{id}',
      tags: ['Account'],
      summary: 'An import: its progress, counts and line errors',
      description:
        'Start one with `POST /api/account/import?source=dayone|daylio|innerweather[&dryRun=true]`, the file as the raw body (zip, JSON, CSV or .daylio; at most 200 MB). `analysis` follows the background screening and analysis of the imported entries, oldest first.',
      errorResponses: { 401: 'Not signed in', 404: 'Import not found' },
    },
  })
  .input(checkedInput(z.object({ id: zId('Import') })))
  .output(
    checkedOutput(
      z.object({
        id: z.string(),
        source: z.enum(['dayone', 'daylio', 'innerweather']),
        status: z.enum(['queued', 'running', 'done', 'failed']),
        progress: z.number(),
        counts: z.object({
          found: z.number(),
          imported: z.number(),
          duplicates: z.number(),
          skipped: z.number(),
        }),
        errors: z.array(ZLineErrorSchema),
        analysis: z.object({ total: z.number(), done: z.number() }),
        createdAt: z.string(),
      }),
    ),
  )
  .query(({ ctx, input }) => ctx.services.dataImport.status(ctx.user.id, input.id));
