import { z } from 'zod';
import { zId } from '@innerweather/validators/ids';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const deleteEntryRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/api/entries/{id}',
      tags: ['Journal'],
      summary: 'Delete an entry with its analysis and guidance',
      errorResponses: { 401: 'Not signed in', 404: 'Entry not found' },
    },
  })
  .input(checkedInput(z.object({ id: zId('Entry') })))
  .output(checkedOutput(z.object({ message: z.string() })))
  .mutation(async ({ ctx, input }) => {
    await ctx.services.entries.delete(ctx.user.id, input.id);
    return { message: 'Entry deleted successfully' };
  });
