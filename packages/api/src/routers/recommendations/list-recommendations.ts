import { ZRecommendationSchema } from '@innerweather/validators/journal';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listRecommendationsRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/recommendations',
      tags: ['Insights'],
      summary: 'Personal recommendations',
      description:
        'Three to five suggestions derived from the last 14 days of analysed entries, most urgent first, each with its reasoning. A professional-support item comes first when sadness or anxiety dominated the last 7 days or the crisis screen flagged an entry.',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZRecommendationSchema)))
  .query(({ ctx }) => ctx.services.recommendations.list(ctx.user.id));
