import { ZEntryCreateSchema, ZEntrySchema } from '@innerweather/validators/journal';
import { protectedProcedure } from '../../trpc.ts';

export const createEntryRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/entries',
      tags: ['Journal'],
      summary: 'Save a journal entry',
      description:
        'Saves the entry (text encrypted at rest) and answers at once with `analysisStatus: "pending"`; the crisis screen and the emotion analysis run afterwards. Free users (not pro) may write a limited number of entries per calendar month in their time zone.',
      successDescription: 'The saved entry, not yet analysed',
      errorResponses: { 400: 'Invalid input', 401: 'Not signed in', 403: 'Entry limit reached' },
    },
  })
  .input(ZEntryCreateSchema)
  .output(ZEntrySchema)
  .mutation(({ ctx, input }) => ctx.services.entries.create(ctx.user.id, input));
