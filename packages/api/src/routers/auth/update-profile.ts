import { ZProfileUpdateSchema, ZUserSchema } from '@innerweather/validators/auth';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const updateProfileRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/api/auth/user',
      tags: ['Authentication'],
      summary: 'Update first and last name',
      description: 'The e-mail cannot be changed.',
      errorResponses: { 400: 'Invalid input', 401: 'Not signed in' },
    },
  })
  .input(checkedInput(ZProfileUpdateSchema))
  .output(checkedOutput(ZUserSchema))
  .mutation(({ ctx, input }) => ctx.services.auth.updateProfile(ctx.user.id, input));
