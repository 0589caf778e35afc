import { z } from 'zod';
import { ZDeleteAccountSchema } from '@innerweather/validators/account';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const deleteAccountRoute = protectedProcedure
  .meta({
    successStatus: 204,
    bodyOnDelete: true,
    openapi: {
      method: 'DELETE',
      path: '/api/account',
      tags: ['Account'],
      summary: 'Delete my account and everything of mine',
      description:
        'Confirms with the password (a JSON body `{ "password": "…" }`). One transaction deletes every row of the account (entries and their analyses, screens, guidance, revisions, coach, goals, check-ins, toolkit, progress, preferences, sessions, exports, imports, idempotency keys, unsent mail); then its queued jobs and export files go. The session cookie is cleared; the e-mail can register again.',
      errorResponses: {
        400: 'Invalid input',
        401: 'Not signed in',
        403: 'Incorrect password',
        409: 'The last admin who can sign in',
        429: 'Too many attempts',
      },
    },
  })
  .input(checkedInput(ZDeleteAccountSchema))
  .output(checkedOutput(z.void()))
  .mutation(async ({ ctx, input }) => {
    await ctx.services.deleteAccount(ctx.user.id, { self: true, password: input.password }, ctx.requestId);
    ctx.setCookie(ctx.auth.createBlankSessionCookie().serialize());
  });
