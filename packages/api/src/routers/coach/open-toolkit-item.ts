import { ZToolkitItemIdSchema, ZToolkitItemSchema } from '@innerweather/validators/coach';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const openToolkitItemRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/ai-coach/wellness-toolkit/{id}/open',
      tags: ['AI coach'],
      summary: 'Open a toolkit item',
      description:
        'No body needed. Counts the opening: accessCount goes up by one and lastAccessed becomes now.',
      errorResponses: { 401: 'Not signed in', 404: 'Toolkit item not found' },
    },
  })
  .input(checkedInput(ZToolkitItemIdSchema))
  .output(checkedOutput(ZToolkitItemSchema))
  .mutation(({ ctx, input }) => ctx.services.coach.openToolkitItem(ctx.user.id, input.id));
