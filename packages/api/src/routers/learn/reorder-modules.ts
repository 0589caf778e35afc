import { ZReorderModulesSchema, ZTrackSchema } from '@innerweather/validators/learn';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const reorderModulesRoute = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/api/learn/tracks/{id}/reorder-modules',
      tags: ['Learning admin'],
      summary: 'Save a new order of a track’s modules (admin)',
      description:
        'moduleIds lists every module of the track exactly once, in the new order; anything else is 400.',
      errorResponses: {
        400: 'Invalid input',
        401: 'Not signed in',
        403: 'Not an admin',
        404: 'Track not found',
      },
    },
  })
  .input(checkedInput(ZReorderModulesSchema))
  .output(checkedOutput(ZTrackSchema))
  .mutation(({ ctx, input }) => ctx.services.learn.reorderModules(ctx.user.id, input.id, input.moduleIds));
