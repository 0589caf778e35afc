import { ZConversationSchema, ZExploreSchema } from '@innerweather/validators/coach';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const exploreRoute = protectedProcedure
  .meta({
    successStatus: 201,
    openapi: {
      method: 'POST',
      path: '/api/ai-coach/explore',
      tags: ['AI coach'],
      summary: 'Ask the coach a question',
      description:
        'Saves the question (encrypted) and answers with the conversation once the local model has written the answer, or, after COACH_ANSWER_TIMEOUT_MS or when no model is available, with an answer from the built-in strategy library (source "library"). A question that fires the crisis screen gets the written-in-advance crisis response with crisis lines (source "crisis"); no model sees it.',
      successDescription: 'The saved conversation with its response',
      errorResponses: { 400: 'Blank or too long question', 401: 'Not signed in' },
    },
  })
  .input(checkedInput(ZExploreSchema))
  .output(checkedOutput(ZConversationSchema))
  // At once, as entries.create: pending (response null) unless the crisis reply was written. The answer arrives on
  // the user's event stream; the REST call waits for it in the adapter (rest-completions.ts).
  .mutation(({ ctx, input }) => ctx.services.coach.ask(ctx.user.id, input, ctx.requestId));
