import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const signOutOthersRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/sessions/sign-out-others',
      tags: ['Account'],
      summary: 'Sign out of other sessions',
      description: 'Ends every session of the account except the one asking; answers how many ended.',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.object({ signedOut: z.number().int() })))
  .mutation(({ ctx }) => ctx.services.sessions.signOutOthers(ctx.user.id, ctx.session.id));
