import { ZForgotPasswordSchema } from '@innerweather/validators/auth';
import { FORGOT_PASSWORD_MESSAGE } from '@innerweather/validators/errors';
import { z } from 'zod';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { ZMessageResponseSchema } from './schemas.ts';

export const forgotPasswordRoute = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/auth/forgot-password',
      tags: ['Authentication'],
      summary: 'E-mail a password reset link',
      description:
        'Answers the same whether or not the e-mail has an account. The link is valid for one hour.',
      errorResponses: { 400: 'Invalid input', 429: 'Too many requests' },
    },
  })
  .input(checkedInput(ZForgotPasswordSchema))
  .output(
    checkedOutput(
      ZMessageResponseSchema.extend({
        /** `outbox`: this server sends no e-mail, the link waits in $DATA_DIR/outbox for its administrator. */
        delivery: z.enum(['email', 'outbox']),
      }),
    ),
  )
  .mutation(async ({ ctx, input }) => {
    await ctx.services.auth.forgotPassword(input.email, ctx.clientKey, ctx.requestId);
    return { message: FORGOT_PASSWORD_MESSAGE, delivery: ctx.services.auth.mailDelivery() };
  });
