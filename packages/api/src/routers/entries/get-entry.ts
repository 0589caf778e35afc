import { ZEntrySchema } from '@innerweather/validators/journal';
import { zId } from '@innerweather/validators/ids';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const getEntryRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/entries/{id}',
      tags: ['Journal'],
      summary: 'One entry with its analysis',
      description:
        '`mood` is the mood the user chose (`moodSource: "you"`) or else the analysis\' dominant emotion (`"analysis"`).',
      errorResponses: { 401: 'Not signed in', 404: 'Entry not found' },
    },
  })
  .input(checkedInput(z.object({ id: zId('Entry') })))
  .output(checkedOutput(ZEntrySchema))
  .query(({ ctx, input }) => ctx.services.entries.get(ctx.user.id, input.id));
