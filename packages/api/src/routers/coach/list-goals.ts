import { ZGoalSchema } from '@innerweather/validators/coach';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listGoalsRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/ai-coach/goals',
      tags: ['AI coach'],
      summary: "The user's active goals, newest first",
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZGoalSchema)))
  .query(({ ctx }) => ctx.services.coach.listGoals(ctx.user.id));
