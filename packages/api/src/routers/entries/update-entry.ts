import { ZEntrySchema, ZEntryUpdateSchema } from '@innerweather/validators/journal';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const updateEntryRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/api/entries/{id}',
      tags: ['Journal'],
      summary: 'Edit an entry, or set its mood',
      description:
        'Changes only what is sent: `content`, `category` (null clears it), `privacyLevel`, `entryDate` (YYYY-MM-DD, today or earlier in your time zone), `tags` (at most 10, up to 30 characters each) and `mood` (your own; null returns to the analysis\'). The version before an edit of text, date, category, privacy or tags is kept (see /revisions). New text is screened and analysed again: the entry comes back `analysisStatus: "pending"`; the guidance of the old text is replaced, a crisis alert stays.',
      errorResponses: { 400: 'Invalid input or a future date', 401: 'Not signed in', 404: 'Entry not found' },
    },
  })
  .input(checkedInput(ZEntryUpdateSchema))
  .output(checkedOutput(ZEntrySchema))
  .mutation(({ ctx, input: { id, ...changes } }) =>
    ctx.services.entries.update(ctx.user.id, id, changes, ctx.requestId),
  );
