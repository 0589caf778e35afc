import { z } from 'zod';
import { zId } from '@innerweather/validators/ids';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const deleteUserRoute = adminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/api/admin/users/{id}',
      tags: ['Admin'],
      summary: 'Delete a user and everything of theirs',
      description:
        'The same path as a user deleting their own account (DELETE /api/account): every row of theirs goes in one transaction, then their queued jobs and export files. The last admin who can sign in cannot be deleted.',
      errorResponses: {
        401: 'Not signed in',
        403: 'Not an admin',
        404: 'User not found',
        409: 'The last admin',
      },
    },
  })
  .input(checkedInput(z.object({ id: zId('User') })))
  .output(checkedOutput(z.object({ message: z.string(), email: z.string(), entryCount: z.number().int() })))
  .mutation(async ({ ctx, input }) => {
    const deleted = await ctx.services.deleteAccount(input.id, { adminId: ctx.user.id }, ctx.requestId);
    return { message: 'User deleted successfully', ...deleted };
  });
