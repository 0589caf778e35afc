import { z } from 'zod';
import { zId } from '@innerweather/validators/ids';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const completeModuleRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/learn/modules/{id}/complete',
      tags: ['Learning'],
      summary: 'Mark a module completed (again changes nothing)',
      errorResponses: {
        401: 'Not signed in',
        403: 'A premium module and the member is not Pro',
        404: 'Module not found',
      },
    },
  })
  .input(checkedInput(z.object({ id: zId('Module') })))
  .output(
    checkedOutput(
      z.object({
        moduleId: z.string(),
        trackId: z.string(),
        completed: z.literal(true),
        completedAt: z.string(),
      }),
    ),
  )
  .mutation(({ ctx, input }) => ctx.services.learn.completeModule(ctx.user, input.id));
