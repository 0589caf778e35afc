import { ZSaveToolkitSchema, ZToolkitItemSchema } from '@innerweather/validators/coach';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const saveToToolkitRoute = protectedProcedure
  .meta({
    successStatus: 201,
    openapi: {
      method: 'POST',
      path: '/api/ai-coach/wellness-toolkit',
      tags: ['AI coach'],
      summary: 'Save an answer to the wellness toolkit',
      description:
        'title is the first 50 characters of the question; tags default to ["coping-strategy"]. Saving the same conversation again answers with the item already saved.',
      errorResponses: { 400: 'Invalid input', 401: 'Not signed in', 404: 'Conversation not found' },
    },
  })
  .input(checkedInput(ZSaveToolkitSchema))
  .output(checkedOutput(ZToolkitItemSchema))
  .mutation(({ ctx, input }) => ctx.services.coach.saveToToolkit(ctx.user.id, input));
