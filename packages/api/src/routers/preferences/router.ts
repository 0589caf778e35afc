import { ZPreferencesSchema, ZPreferencesUpdateSchema } from '@innerweather/validators/auth';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc.ts';

const getPreferencesRoute = protectedProcedure
  .meta({
    openapi: { method: 'GET', path: '/api/preferences', tags: ['Preferences'], summary: 'E-mail notification preferences' },
  })
  .input(z.object({}).optional())
  .output(ZPreferencesSchema)
  .query(({ ctx }) => ctx.services.auth.getPreferences(ctx.user.id));

const updatePreferencesRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/api/preferences',
      tags: ['Preferences'],
      summary: 'Change one or more notification preferences',
      errorResponses: { 400: 'Invalid input', 401: 'Not signed in' },
    },
  })
  .input(ZPreferencesUpdateSchema)
  .output(ZPreferencesSchema)
  .mutation(({ ctx, input }) => ctx.services.auth.updatePreferences(ctx.user.id, input));

export const preferencesRouter = router({ get: getPreferencesRoute, update: updatePreferencesRoute });
