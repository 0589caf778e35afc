import { ZTrackSchema } from '@innerweather/validators/learn';
import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const resetTracksRoute = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/learning/reset',
      tags: ['Learning admin'],
      summary: 'Reset Data: replace every track with the seeded ones (admin)',
      errorResponses: { 401: 'Not signed in', 403: 'Not an admin' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZTrackSchema)))
  .mutation(async ({ ctx }) => {
    await ctx.services.learn.deleteAllTracks(ctx.user.id, { restoreSeed: true });
    return ctx.services.learn.listTracks();
  });
