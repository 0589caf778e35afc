import { ZAdminCreatedUserSchema, ZAdminUserCreateSchema } from '@innerweather/validators/admin';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const createUserRoute = adminProcedure
  .meta({
    successStatus: 201,
    openapi: {
      method: 'POST',
      path: '/api/admin/users',
      tags: ['Admin'],
      summary: 'Create a user and e-mail them a set-password link',
      description:
        'Role defaults to `user`, subscription to `trial`. The account has no password until its owner opens the single-use set-password link (valid 7 days), e-mailed when SMTP is configured (`invitationEmailed`); without SMTP an admin copies it from `POST /api/admin/users/{id}/invitation`. `passwordHash` must be empty or absent.',
      successDescription: 'The new user',
      errorResponses: {
        400: 'Invalid input',
        401: 'Not signed in',
        403: 'Not an admin',
        409: 'E-mail already registered',
      },
    },
  })
  .input(checkedInput(ZAdminUserCreateSchema))
  .output(checkedOutput(ZAdminCreatedUserSchema))
  .mutation(({ ctx, input }) => ctx.services.admin.createUser(ctx.user.id, input, ctx.requestId));
