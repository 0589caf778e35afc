import { ZPreferencesSchema, ZPreferencesUpdateSchema } from '@innerweather/validators/auth';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const updatePreferencesRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/api/preferences',
      tags: ['Preferences'],
      summary: 'Change one or more notification preferences',
      errorResponses: { 400: 'Invalid input', 401: 'Not signed in' },
    },
  })
  .input(checkedInput(ZPreferencesUpdateSchema))
  .output(checkedOutput(ZPreferencesSchema))
  .mutation(({ ctx, input }) => ctx.services.notifications.updatePreferences(ctx.user.id, input));
