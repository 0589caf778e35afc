import { z } from 'zod';
import { ZEntryCreateSchema, ZEntrySchema } from '@innerweather/validators/journal';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { jsonAnswer } from '../../json-text.ts';

export const createEntryRoute = protectedProcedure
  .meta({
    successStatus: 201,
    openapi: {
      method: 'POST',
      path: '/api/entries',
      tags: ['Journal'],
      summary: 'Save a journal entry',
      description:
        'Saves the entry (text encrypted at rest) and answers at once with `analysisStatus: "pending"`; the crisis screen and the emotion analysis run afterwards. Free users (not pro) may write a limited number of entries per calendar month in their time zone. With an `Idempotency-Key` header, a retry with the same key within 24 hours answers with the entry first saved instead of saving it twice.',
      successDescription: 'The saved entry, not yet analysed',
      requestHeaders: z.object({
        'Idempotency-Key': z
          .string()
          .regex(/^[\x21-\x7e]{1,200}$/)
          .optional()
          .meta({
            description:
              'Any string the client makes up for this entry (a UUID): a retry with the same key within 24 hours answers with the entry first saved',
          }),
      }),
      errorResponses: {
        400: 'Invalid input',
        401: 'Not signed in',
        403: "The free plan's entries for this month are used up (code LIMIT_REACHED), or a cross-site request refused",
        409: 'Idempotency-Key already used for another entry',
      },
    },
  })
  .input(checkedInput(ZEntryCreateSchema))
  .output(checkedOutput(ZEntrySchema))
  .mutation(async ({ ctx, input }) =>
    jsonAnswer(
      ctx,
      await ctx.services.entries.create(ctx.user.id, input, {
        idempotencyKey: ctx.idempotencyKey,
        requestId: ctx.requestId,
      }),
    ),
  );
