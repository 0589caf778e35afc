import { ZModuleSchema, ZModuleUpdateSchema } from '@innerweather/validators/learn';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const updateModuleRoute = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/api/learn/modules/{id}',
      tags: ['Learning admin'],
      summary: 'Change a module (admin)',
      description: 'Fields left out keep their value. Replacing an uploaded video removes the old file.',
      errorResponses: {
        400: 'Invalid input',
        401: 'Not signed in',
        403: 'Not an admin',
        404: 'Module not found',
      },
    },
  })
  .input(checkedInput(ZModuleUpdateSchema))
  .output(checkedOutput(ZModuleSchema))
  .mutation(({ ctx, input }) => ctx.services.learn.updateModule(ctx.user.id, input));
