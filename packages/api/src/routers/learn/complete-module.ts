import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';

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
  .input(z.object({ id: z.string().max(100) }))
  .output(
    z.object({
      moduleId: z.string(),
      trackId: z.string(),
      completed: z.literal(true),
      completedAt: z.string(),
    }),
  )
  .mutation(({ ctx, input }) => ctx.services.learn.completeModule(ctx.user, input.id));
