import { ZResetPasswordSchema } from '@innerweather/validators/auth';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { ZMessageResponseSchema } from './schemas.ts';

export const resetPasswordRoute = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/auth/reset-password',
      tags: ['Authentication'],
      summary: 'Choose a new password with a reset token',
      description: 'A token works once, for one hour. Every session of the account ends.',
      errorResponses: { 400: 'Invalid input or invalid or expired token' },
    },
  })
  .input(checkedInput(ZResetPasswordSchema))
  .output(checkedOutput(ZMessageResponseSchema))
  .mutation(async ({ ctx, input }) => {
    await ctx.services.auth.resetPassword(input.token, input.password, ctx.clientKey, input.timeZone);
    return { message: 'Password Reset Successful' };
  });
