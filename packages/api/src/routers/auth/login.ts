import { ZLoginSchema } from '@innerweather/validators/auth';
import { deviceCookie } from '../../context.ts';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { ZUserResponseSchema } from './schemas.ts';

export const loginRoute = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/auth/login',
      tags: ['Authentication'],
      summary: 'Sign in with e-mail and password',
      description: 'Sets the session cookie. Unknown e-mail and wrong password get the same answer.',
      successDescription: 'The signed-in user',
      errorResponses: { 400: 'Invalid input', 401: 'Invalid email or password', 429: 'Too many attempts' },
    },
  })
  .input(checkedInput(ZLoginSchema))
  .output(checkedOutput(ZUserResponseSchema))
  .mutation(async ({ ctx, input }) => {
    const { user, sessionId, deviceToken } = await ctx.services.auth.login(
      input,
      ctx.clientKey,
      ctx.deviceToken,
      ctx.userAgent,
    );
    ctx.setCookie(ctx.auth.createSessionCookie(sessionId).serialize());
    ctx.setCookie(deviceCookie(ctx, deviceToken));
    return { user };
  });
