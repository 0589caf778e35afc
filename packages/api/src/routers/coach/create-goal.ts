import { ZGoalCreateSchema, ZGoalSchema } from '@innerweather/validators/coach';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const createGoalRoute = protectedProcedure
  .meta({
    successStatus: 201,
    openapi: {
      method: 'POST',
      path: '/api/ai-coach/goals',
      tags: ['AI coach'],
      summary: 'Create a goal',
      description:
        'title non-blank, description optional, category emotional. Title and description are encrypted at rest.',
      errorResponses: { 400: 'Invalid input', 401: 'Not signed in' },
    },
  })
  .input(checkedInput(ZGoalCreateSchema))
  .output(checkedOutput(ZGoalSchema))
  .mutation(({ ctx, input }) => ctx.services.coach.createGoal(ctx.user.id, input));
