import { ZPreferencesSchema } from '@innerweather/validators/auth';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';

export const getPreferencesRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/preferences',
      tags: ['Preferences'],
      summary: 'E-mail notification preferences',
    },
  })
  .input(z.object({}).optional())
  .output(ZPreferencesSchema)
  .query(({ ctx }) => ctx.services.notifications.getPreferences(ctx.user.id));
