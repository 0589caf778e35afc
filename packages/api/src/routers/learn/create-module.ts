import { ZModuleCreateSchema, ZModuleSchema } from '@innerweather/validators/learn';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const createModuleRoute = adminProcedure
  .meta({
    successStatus: 201,
    openapi: {
      method: 'POST',
      path: '/api/learn/modules',
      tags: ['Learning admin'],
      summary: 'Add a module at the end of a track (admin)',
      description: 'videoUrl is a YouTube or Vimeo link or an uploaded file’s `/videos/…` path.',
      errorResponses: {
        400: 'Invalid input',
        401: 'Not signed in',
        403: 'Not an admin',
        404: 'Track not found',
      },
    },
  })
  .input(checkedInput(ZModuleCreateSchema))
  .output(checkedOutput(ZModuleSchema))
  .mutation(({ ctx, input }) => ctx.services.learn.createModule(ctx.user.id, input));
