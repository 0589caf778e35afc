import { ZCrisisLineSchema } from '@innerweather/validators/support';
import { z } from 'zod';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listCrisisLinesRoute = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/support/crisis-lines',
      tags: ['Support'],
      summary: 'Crisis lines',
      description:
        'The crisis lines this instance names in immediate guidance: the `CRISIS_LINES` setting, else the built-in lines (988 in the US, Samaritans in the UK and Ireland, findahelpline.com). Open to everyone, signed in or not.',
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZCrisisLineSchema)))
  .query(({ ctx }) => ctx.services.support.crisisLines());
