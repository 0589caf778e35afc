import { ZEntrySchema } from '@innerweather/validators/journal';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const onThisDayRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/entries/on-this-day',
      tags: ['Journal'],
      summary: "Entries of earlier years on today's date",
      description: "Today's month and day in your time zone, earlier years only, newest first (at most 20).",
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).prefault({})))
  .output(checkedOutput(z.array(ZEntrySchema)))
  .query(({ ctx }) => ctx.services.entries.onThisDay(ctx.user.id));
