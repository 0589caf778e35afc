import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const deleteVideoRoute = adminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/api/videos/{filename}',
      tags: ['Learning admin'],
      summary: 'Remove an uploaded video file (admin)',
      errorResponses: {
        400: 'Not a video file name',
        401: 'Not signed in',
        403: 'Not an admin',
        404: 'No such video',
      },
    },
  })
  .input(checkedInput(z.object({ filename: z.string().max(200) })))
  .output(checkedOutput(z.object({ message: z.string() })))
  .mutation(({ ctx, input }) => ctx.services.learn.deleteVideo(ctx.user.id, input.filename));
