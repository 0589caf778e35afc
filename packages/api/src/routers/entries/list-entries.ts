import { ZEntrySchema, ZEntrySearchSchema, ZTagSchema } from '@innerweather/validators/journal';
import { ZPageNumberSchema } from '@innerweather/validators/paging';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { jsonAnswer } from '../../json-text.ts';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 200';
const OFFSET_MESSAGE = 'offset must be a whole number of at least 0';
const PAGE_WITH_OFFSET_MESSAGE =
  'page and offset cannot be used together: page counts pages of limit entries';

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
    /** The Entries screen's way: page 2 is the second `limit` entries. */
    page: ZPageNumberSchema.optional(),
  })
  .refine((query) => query.page === undefined || query.offset === 0, {
    path: ['page'],
    message: PAGE_WITH_OFFSET_MESSAGE,
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
        '`search` keeps entries whose content or category contains it (case-insensitive); `tag` keeps those carrying that tag. `limit` (default 50, at most 200) and `offset` page through them, or `page` (from 1) in pages of `limit` entries.',
      errorResponses: { 400: 'Invalid query', 401: 'Not signed in' },
    },
  })
  .input(checkedInput(ZListEntriesRequestSchema))
  .output(checkedOutput(z.array(ZEntrySchema)))
  .query(async ({ ctx, input: { page, ...query } }) => {
    const offset = page === undefined ? query.offset : (page - 1) * query.limit;
    return jsonAnswer(ctx, await ctx.services.entries.list(ctx.user.id, { ...query, offset }));
  });
