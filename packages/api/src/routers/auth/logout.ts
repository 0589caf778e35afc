import { z } from 'zod';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { ZMessageResponseSchema } from './schemas.ts';

export const logoutRoute = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/auth/logout',
      tags: ['Authentication'],
      summary: 'Sign out',
      description: 'Ends the current session and clears the cookie. Safe to call when signed out.',
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(ZMessageResponseSchema))
  .mutation(async ({ ctx }) => {
    if (ctx.session) {
      await ctx.services.auth.logout(ctx.session.id);
    }
    ctx.setCookie(ctx.auth.createBlankSessionCookie().serialize());
    return { message: 'Signed out' };
  });
