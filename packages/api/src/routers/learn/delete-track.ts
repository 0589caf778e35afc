import { z } from 'zod';
import { zId } from '@innerweather/validators/ids';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const deleteTrackRoute = adminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/api/learn/tracks/{id}',
      tags: ['Learning admin'],
      summary: 'Delete a track with its modules, progress and uploaded videos (admin)',
      errorResponses: { 401: 'Not signed in', 403: 'Not an admin', 404: 'Track not found' },
    },
  })
  .input(checkedInput(z.object({ id: zId('Track') })))
  .output(checkedOutput(z.object({ message: z.string() })))
  .mutation(async ({ ctx, input }) => {
    await ctx.services.learn.deleteTrack(ctx.user.id, input.id);
    return { message: 'Learning track deleted successfully' };
  });
