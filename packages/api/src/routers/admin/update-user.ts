import { ZAdminUserSchema, ZAdminUserUpdateSchema } from '@innerweather/validators/admin';
import { zId } from '@innerweather/validators/ids';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const updateUserRoute = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/api/admin/users/{id}',
      tags: ['Admin'],
      summary: "Change a user's name, role or plan",
      description:
        'Only the fields sent change. A role or plan change applies from the user’s next request. The last admin cannot be demoted.',
      errorResponses: {
        400: 'Invalid input',
        401: 'Not signed in',
        403: 'Not an admin',
        404: 'User not found',
        409: 'The last admin',
      },
    },
  })
  .input(checkedInput(ZAdminUserUpdateSchema.extend({ id: zId('User') })))
  .output(checkedOutput(ZAdminUserSchema))
  .mutation(({ ctx, input: { id, ...changes } }) => ctx.services.admin.updateUser(ctx.user.id, id, changes));
