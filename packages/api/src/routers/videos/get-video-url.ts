import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const getVideoUrlRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/video-url/{file}',
      tags: ['Learning'],
      summary: 'A signed, expiring playback URL for an uploaded video (Range requests answer 206)',
      errorResponses: {
        401: 'Not signed in',
        403: 'A premium track’s video and the member is not Pro',
        404: 'No such video',
      },
    },
  })
  .input(checkedInput(z.object({ file: z.string().max(200) })))
  .output(checkedOutput(z.object({ videoUrl: z.string() })))
  .query(({ ctx, input }) => ctx.services.learn.videoUrl(ctx.user, input.file));
