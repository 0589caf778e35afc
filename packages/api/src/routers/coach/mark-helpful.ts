import { ZConversationSchema, ZConversationIdSchema } from '@innerweather/validators/coach';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const markHelpfulRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/api/ai-coach/conversations/{id}/helpful',
      tags: ['AI coach'],
      summary: 'Mark a conversation as helpful',
      description: 'No body needed. One way: a helpful conversation stays helpful.',
      errorResponses: { 401: 'Not signed in', 404: 'Conversation not found' },
    },
  })
  .input(checkedInput(ZConversationIdSchema))
  .output(checkedOutput(ZConversationSchema))
  .mutation(({ ctx, input }) => ctx.services.coach.markHelpful(ctx.user.id, input.id));
