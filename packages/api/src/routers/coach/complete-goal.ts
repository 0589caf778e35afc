import { ZGoalIdSchema, ZGoalSchema } from '@innerweather/validators/coach';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const completeGoalRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/ai-coach/goals/{id}/complete',
      tags: ['AI coach'],
      summary: 'Mark a goal complete',
      description:
        'Once its progress has reached 100%, the goal is marked completed and leaves the list of active goals. Completing a completed goal answers it unchanged.',
      errorResponses: {
        401: 'Not signed in',
        404: 'Goal not found',
        409: 'The goal has not reached 100% yet',
      },
    },
  })
  .input(checkedInput(ZGoalIdSchema))
  .output(checkedOutput(ZGoalSchema))
  .mutation(({ ctx, input }) => ctx.services.coach.completeGoal(ctx.user.id, input.id));
