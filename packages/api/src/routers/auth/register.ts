import { ZRegisterSchema } from '@innerweather/validators/auth';
import { deviceCookie } from '../../context.ts';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { ZUserResponseSchema } from './schemas.ts';

export const registerRoute = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/auth/register',
      tags: ['Authentication'],
      summary: 'Create an account and sign in',
      description: 'The first account of an empty instance becomes admin. Sets the session cookie.',
      successDescription: 'The new user',
      errorResponses: { 400: 'Invalid input', 409: 'E-mail already registered' },
    },
  })
  .input(checkedInput(ZRegisterSchema))
  .output(checkedOutput(ZUserResponseSchema))
  .mutation(async ({ ctx, input }) => {
    const { user, sessionId, deviceToken } = await ctx.services.auth.register(
      input,
      ctx.clientKey,
      ctx.userAgent,
    );
    ctx.setCookie(ctx.auth.createSessionCookie(sessionId).serialize());
    ctx.setCookie(deviceCookie(ctx, deviceToken));
    return { user };
  });
