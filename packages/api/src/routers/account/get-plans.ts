import { z } from 'zod';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const getPlansRoute = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/plans',
      tags: ['Account'],
      summary: 'What the plans of this instance allow',
      description:
        'The free plan’s monthly entries (`FREE_ENTRIES_PER_MONTH`; 0 means no limit) and the sentence the landing page shows for it. Pro is set by an administrator. Open to everyone.',
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(
    checkedOutput(
      z.object({ freeEntriesPerMonth: z.number(), summary: z.string(), howToGetPro: z.string() }),
    ),
  )
  .query(({ ctx }) => ctx.services.plans());
