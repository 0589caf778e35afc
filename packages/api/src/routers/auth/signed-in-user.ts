import { toPublicUser } from '@innerweather/core/account/users';
import { ZUserSchema } from '@innerweather/validators/auth';
import { z } from 'zod';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

/**
 * The web app's first question, "who is signed in?" (tRPC only). Signed out is an ordinary answer here, null, so a
 * visitor's browser logs no failed request; REST keeps the spec's GET /api/auth/user with its 401.
 */
export const signedInUserRoute = publicProcedure
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(ZUserSchema.nullable()))
  .query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user) : null));
