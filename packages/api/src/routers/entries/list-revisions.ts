import { ZEntryRevisionSchema } from '@innerweather/validators/journal';
import { zId } from '@innerweather/validators/ids';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listRevisionsRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/entries/{id}/revisions',
      tags: ['Journal'],
      summary: "An entry's earlier versions, newest first",
      errorResponses: { 401: 'Not signed in', 404: 'Entry not found' },
    },
  })
  .input(checkedInput(z.object({ id: zId('Entry') })))
  .output(checkedOutput(z.array(ZEntryRevisionSchema)))
  .query(({ ctx, input }) => ctx.services.entries.revisions(ctx.user.id, input.id));
