import { ZLearningRecommendationSchema } from '@innerweather/validators/learn';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listLearningRecommendationsRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/learn/recommendations',
      tags: ['Learning'],
      summary: 'Modules to watch next, each with the reason',
      description:
        'Unfinished modules of started tracks first, then modules that fit the emotions of the last two weeks of entries, then first steps. Premium modules only for Pro members.',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZLearningRecommendationSchema)))
  .query(({ ctx }) => ctx.services.learn.recommendations(ctx.user));
