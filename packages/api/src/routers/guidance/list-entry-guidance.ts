import { ZGuidanceSchema } from '@innerweather/validators/journal';
import { zId } from '@innerweather/validators/ids';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listEntryGuidanceRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/entries/{id}/therapist-recommendations',
      tags: ['Guidance'],
      summary: "An entry's AI guidance",
      description: 'Items of urgency `immediate` first, then in the order they were written.',
      errorResponses: { 401: 'Not signed in', 404: 'Entry not found' },
    },
  })
  .input(checkedInput(z.object({ id: zId('Entry') })))
  .output(checkedOutput(z.array(ZGuidanceSchema)))
  .query(({ ctx, input }) => ctx.services.guidance.listForEntry(ctx.user.id, input.id));
