import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const deleteAllTracksRoute = adminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/api/admin/delete-all-tracks',
      tags: ['Learning admin'],
      summary: 'Delete every learning track (admin)',
      errorResponses: { 401: 'Not signed in', 403: 'Not an admin' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.object({ message: z.string(), deletedTracks: z.number() })))
  .mutation(async ({ ctx }) => {
    const { deletedTracks } = await ctx.services.learn.deleteAllTracks(ctx.user.id);
    return { message: 'All learning tracks deleted successfully!', deletedTracks };
  });
