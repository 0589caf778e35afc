import { ZAdminInvitationSchema } from '@innerweather/validators/admin';
import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';

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
  .input(z.object({ id: z.string().max(100) }))
  .output(ZAdminInvitationSchema)
  .mutation(({ ctx, input }) => ctx.services.admin.renewInvitation(ctx.user.id, input.id));
