import { ZTrackCreateSchema, ZTrackSchema } from '@innerweather/validators/learn';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const createTrackRoute = adminProcedure
  .meta({
    successStatus: 201,
    openapi: {
      method: 'POST',
      path: '/api/learn/tracks',
      tags: ['Learning admin'],
      summary: 'Create a learning track (admin)',
      errorResponses: {
        400: 'Invalid input',
        401: 'Not signed in',
        403: 'Not an admin',
        409: 'The slug is taken',
      },
    },
  })
  .input(checkedInput(ZTrackCreateSchema))
  .output(checkedOutput(ZTrackSchema))
  .mutation(({ ctx, input }) => ctx.services.learn.createTrack(ctx.user.id, input));
