import { ZTrackProgressSchema } from '@innerweather/validators/learn';
import { zId } from '@innerweather/validators/ids';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const getTrackProgressRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/learn/tracks/{trackId}/progress',
      tags: ['Learning'],
      summary: 'The ids of the modules of a track the signed-in member has completed',
      errorResponses: { 401: 'Not signed in', 404: 'Track not found' },
    },
  })
  .input(checkedInput(z.object({ trackId: zId('Track') })))
  .output(checkedOutput(ZTrackProgressSchema))
  .query(({ ctx, input }) => ctx.services.learn.trackProgress(ctx.user.id, input.trackId));
