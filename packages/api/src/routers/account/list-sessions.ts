import { z } from 'zod';
import { ZAccountSessionSchema } from '@innerweather/validators/account';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listSessionsRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/account/sessions',
      tags: ['Account'],
      summary: 'My signed-in devices',
      description:
        'Every live session of the account, the most recently used first: browser and system read from the user agent, when it signed in, when it was last used (to a few minutes), and `current` for the one asking.',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZAccountSessionSchema)))
  .query(({ ctx }) => ctx.services.sessions.list(ctx.user.id, ctx.session.id));
