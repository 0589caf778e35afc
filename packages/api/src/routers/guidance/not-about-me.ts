import { ZGuidanceSchema } from '@innerweather/validators/journal';
import { zId } from '@innerweather/validators/ids';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const notAboutMeRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/guidance/{id}/not-about-me',
      tags: ['Guidance'],
      summary: 'Answer a crisis card "This isn\'t about me right now"',
      description:
        'No body needed. The card shows folded (`notAboutMeAt`), its crisis lines one tap away; answering again ' +
        'keeps the first date. Only the date is kept, for the admin’s monthly count.',
      errorResponses: {
        401: 'Not signed in',
        404: 'Recommendation not found',
        409: 'Not a crisis support card',
      },
    },
  })
  .input(checkedInput(z.object({ id: zId('Recommendation') })))
  .output(checkedOutput(ZGuidanceSchema))
  .mutation(({ ctx, input }) => ctx.services.guidance.markNotAboutMe(ctx.user.id, input.id));
