import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';

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
  .input(z.object({ id: z.string().max(100) }))
  .output(z.object({ message: z.string() }))
  .mutation(async ({ ctx, input }) => {
    await ctx.services.learn.deleteTrack(ctx.user.id, input.id);
    return { message: 'Learning track deleted successfully' };
  });
