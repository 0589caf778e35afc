import { ZGoalSchema, ZGoalTargetDateSchema } from '@innerweather/validators/coach';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const updateGoalRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/api/ai-coach/goals/{id}',
      tags: ['AI coach'],
      summary: "Set a goal's target date",
      description: "targetDate is a date (YYYY-MM-DD), not before today in the user's time zone.",
      errorResponses: { 400: 'Not a date, or a past date', 401: 'Not signed in', 404: 'Goal not found' },
    },
  })
  .input(checkedInput(ZGoalTargetDateSchema))
  .output(checkedOutput(ZGoalSchema))
  .mutation(({ ctx, input }) => ctx.services.coach.setTargetDate(ctx.user.id, input.id, input.targetDate));
