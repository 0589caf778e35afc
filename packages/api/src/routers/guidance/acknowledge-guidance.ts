import { ZGuidanceSchema } from '@innerweather/validators/journal';
import { zId } from '@innerweather/validators/ids';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const acknowledgeGuidanceRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/api/therapist-recommendations/{id}/acknowledge',
      tags: ['Guidance'],
      summary: 'Mark a guidance item as read',
      description: 'No body needed. Acknowledging again keeps the first date.',
      errorResponses: { 401: 'Not signed in', 404: 'Recommendation not found' },
    },
  })
  .input(checkedInput(z.object({ id: zId('Recommendation') })))
  .output(checkedOutput(ZGuidanceSchema))
  .mutation(({ ctx, input }) => ctx.services.guidance.acknowledge(ctx.user.id, input.id));
