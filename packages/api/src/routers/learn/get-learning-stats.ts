import { ZLearningStatsSchema } from '@innerweather/validators/learn';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const getLearningStatsRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/learn/stats',
      tags: ['Learning'],
      summary: 'Completed and in-progress modules, watch time in seconds, and progress per track',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(ZLearningStatsSchema))
  .query(({ ctx }) => ctx.services.learn.stats(ctx.user.id));
