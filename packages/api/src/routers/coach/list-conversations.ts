import { ZConversationSchema } from '@innerweather/validators/coach';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listConversationsRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/ai-coach/conversations',
      tags: ['AI coach'],
      summary: "The user's coach conversations, newest first",
      description: 'A response is null while the answer is still being written.',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZConversationSchema)))
  .query(({ ctx }) => ctx.services.coach.listConversations(ctx.user.id));
