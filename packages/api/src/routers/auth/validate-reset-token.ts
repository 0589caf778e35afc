import { z } from 'zod';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const validateResetTokenRoute = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/auth/validate-reset-token/{token}',
      tags: ['Authentication'],
      summary: 'Whether a reset link is still usable',
    },
  })
  .input(checkedInput(z.object({ token: z.string().min(1).max(200) })))
  .output(checkedOutput(z.object({ valid: z.boolean() })))
  .query(async ({ ctx, input }) => ({
    valid: await ctx.services.auth.validateResetToken(input.token, ctx.clientKey),
  }));
