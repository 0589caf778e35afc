import { ZCheckInSchema, ZGoalIdSchema } from '@innerweather/validators/coach';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listCheckInsRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/ai-coach/goals/{id}/check-ins',
      tags: ['AI coach'],
      summary: "A goal's check-ins, newest first",
      errorResponses: { 401: 'Not signed in', 404: 'Goal not found' },
    },
  })
  .input(checkedInput(ZGoalIdSchema))
  .output(checkedOutput(z.array(ZCheckInSchema)))
  .query(({ ctx, input }) => ctx.services.coach.listCheckIns(ctx.user.id, input.id));
