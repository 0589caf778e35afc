import { ZCheckInCreateSchema, ZCheckInSchema } from '@innerweather/validators/coach';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const createCheckInRoute = protectedProcedure
  .meta({
    successStatus: 201,
    openapi: {
      method: 'POST',
      path: '/api/ai-coach/goals/{id}/check-in',
      tags: ['AI coach'],
      summary: 'Record a check-in on a goal',
      description:
        "Sets the goal's progress to progressUpdate (a whole number 0 to 100) and answers with the check-in and the coach's response (the local model's, the built-in library's after COACH_ANSWER_TIMEOUT_MS, or the crisis response when the reflection fires the crisis screen). The reflection and response are encrypted at rest.",
      errorResponses: { 400: 'Invalid input', 401: 'Not signed in', 404: 'Goal not found' },
    },
  })
  .input(checkedInput(ZCheckInCreateSchema))
  .output(checkedOutput(ZCheckInSchema))
  .mutation(({ ctx, input: { id, ...checkIn } }) =>
    ctx.services.coach.checkIn(ctx.user.id, id, checkIn, ctx.requestId),
  );
