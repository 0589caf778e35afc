import { ZPreferencesSchema } from '@innerweather/validators/auth';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const getPreferencesRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/preferences',
      tags: ['Preferences'],
      summary: 'E-mail notification preferences',
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(ZPreferencesSchema))
  .query(({ ctx }) => ctx.services.notifications.getPreferences(ctx.user.id));
