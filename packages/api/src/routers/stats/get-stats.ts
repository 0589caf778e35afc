import { ZStatsSchema } from '@innerweather/validators/journal';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const getStatsRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/stats',
      tags: ['Insights'],
      summary: 'Dashboard figures',
      description:
        "In the user's time zone: `totalEntries` this calendar month; `positivityPercentage` = share (0..100) of this week's analysed entries (weeks start on Monday) whose dominant emotion is joy or calm; `currentStreak` = consecutive days with an entry ending today or yesterday; `dominantMood` = this week's most frequent dominant emotion, null when none.",
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(ZStatsSchema))
  .query(({ ctx }) => ctx.services.stats.get(ctx.user.id));
