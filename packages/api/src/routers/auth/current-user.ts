import { toPublicUser } from '@innerweather/core/account/users';
import { ZUserSchema } from '@innerweather/validators/auth';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

/** The user the session check read in this request, in its public form: no second query. */
export const currentUserRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/auth/user',
      tags: ['Authentication'],
      summary: 'The signed-in user',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(ZUserSchema))
  .query(({ ctx }) => toPublicUser(ctx.user));
