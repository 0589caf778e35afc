import { ZNotificationScheduleSchema } from '@innerweather/validators/notifications';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const getNotificationScheduleRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/notifications/schedule',
      tags: ['Preferences'],
      summary: 'When each e-mail notification is next due',
      description:
        'The next daily reminder and weekly summary (ISO instants, read in `timeZone`), when the next mood pattern alert may come at the earliest, and whether this server sends e-mail (`email`) or writes it to its outbox folder (`outbox`).',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(ZNotificationScheduleSchema))
  .query(({ ctx }) => ctx.services.notifications.schedule(ctx.user.id));
