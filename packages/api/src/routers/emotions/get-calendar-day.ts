import { ZCalendarDayRequestSchema, ZEntrySchema } from '@innerweather/validators/journal';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const calendarDayRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/emotions/calendar/{date}',
      tags: ['Insights'],
      summary: "One day of the calendar: that day's entries",
      description:
        'The entries written on `date` (YYYY-MM-DD) in your time zone, newest first; an empty list for a day without entries.',
      errorResponses: { 400: 'Not a date', 401: 'Not signed in' },
    },
  })
  .input(checkedInput(ZCalendarDayRequestSchema))
  .output(checkedOutput(z.array(ZEntrySchema)))
  .query(({ ctx, input }) => ctx.services.entries.entriesOn(ctx.user.id, input.date));
