import { ZAdminInvitationSchema } from '@innerweather/validators/admin';
import { zId } from '@innerweather/validators/ids';
import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const renewInvitationRoute = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/users/{id}/invitation',
      tags: ['Admin'],
      summary: 'A new set-password link for a user who has not set a password',
      description:
        'Answers the single-use link (valid 7 days) so the admin can copy it, and e-mails it when SMTP is configured (`emailed`). Older links of the account stop working.',
      errorResponses: {
        401: 'Not signed in',
        403: 'Not an admin',
        404: 'User not found',
        409: 'The user has already set a password',
      },
    },
  })
  .input(checkedInput(z.object({ id: zId('User') })))
  .output(checkedOutput(ZAdminInvitationSchema))
  .mutation(({ ctx, input }) => ctx.services.admin.renewInvitation(ctx.user.id, input.id));
