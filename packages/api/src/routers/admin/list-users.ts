import { ZAdminUserListSchema, ZAdminUserSchema } from '@innerweather/validators/admin';
import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listUsersRoute = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/users',
      tags: ['Admin'],
      summary: 'Every user with their entry count',
      description:
        'Newest first. `search` keeps users whose e-mail or full name contains it (case-insensitive). Never a password hash.',
      errorResponses: { 401: 'Not signed in', 403: 'Not an admin' },
    },
  })
  .input(checkedInput(ZAdminUserListSchema.prefault({})))
  .output(checkedOutput(z.array(ZAdminUserSchema)))
  .query(({ ctx, input }) => ctx.services.admin.listUsers(input));
