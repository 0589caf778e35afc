import { z } from 'zod';
import { ZChangePasswordSchema } from '@innerweather/validators/account';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const changePasswordRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/password',
      tags: ['Account'],
      summary: 'Change my password',
      description:
        'With the current password; the new one follows the sign-up rules (at least 6 characters, not a common password). Every other session of the account ends and unused reset links stop working; this session stays signed in.',
      errorResponses: {
        400: 'Invalid input or a common password',
        401: 'Not signed in',
        403: 'Incorrect current password',
        429: 'Too many attempts',
      },
    },
  })
  .input(checkedInput(ZChangePasswordSchema))
  .output(checkedOutput(z.object({ signedOut: z.number().int() })))
  .mutation(({ ctx, input }) => ctx.services.sessions.changePassword(ctx.user.id, ctx.session.id, input));
