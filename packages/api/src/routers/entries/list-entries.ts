import { ZEntrySchema, ZEntrySearchSchema, ZTagSchema } from '@innerweather/validators/journal';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { jsonAnswer } from '../../json-text.ts';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 200';
const OFFSET_MESSAGE = 'offset must be a whole number of at least 0';

export const ZListEntriesRequestSchema = z
  .object({
    search: ZEntrySearchSchema.optional(),
    tag: ZTagSchema.optional(),
    limit: z
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(200, LIMIT_MESSAGE)
      .default(50),
    offset: z.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
  })
  .prefault({});

export const listEntriesRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/entries',
      tags: ['Journal'],
      summary: "The signed-in user's entries, newest first",
      description:
        '`search` keeps entries whose content or category contains it (case-insensitive); `tag` keeps those carrying that tag. `limit` (default 50, at most 200) and `offset` page through them.',
      errorResponses: { 400: 'Invalid query', 401: 'Not signed in' },
    },
  })
  .input(checkedInput(ZListEntriesRequestSchema))
  .output(checkedOutput(z.array(ZEntrySchema)))
  .query(async ({ ctx, input }) => jsonAnswer(ctx, await ctx.services.entries.list(ctx.user.id, input)));
