import { z } from 'zod';
import { zId } from '@innerweather/validators/ids';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const deleteModuleRoute = adminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/api/learn/modules/{id}',
      tags: ['Learning admin'],
      summary: 'Delete a module (admin); its uploaded video is removed with DELETE /api/videos/{filename}',
      errorResponses: { 401: 'Not signed in', 403: 'Not an admin', 404: 'Module not found' },
    },
  })
  .input(checkedInput(z.object({ id: zId('Module') })))
  .output(checkedOutput(z.object({ message: z.string(), id: z.string(), trackId: z.string() })))
  .mutation(async ({ ctx, input }) => {
    const removed = await ctx.services.learn.deleteModule(ctx.user.id, input.id);
    return { message: 'Module deleted successfully', ...removed };
  });
