import { ZCalendarDaySchema, ZCalendarRequestSchema } from '@innerweather/validators/journal';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const calendarRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/emotions/calendar',
      tags: ['Insights'],
      summary: 'Mood and entry count per day (a year in pixels)',
      description:
        "The days from `from` to `to` (YYYY-MM-DD, inclusive, at most 366 days) in your time zone that have entries: how many, and the mood most of them carry (your own where you chose one, else the analysis'). Days without entries are left out.",
      errorResponses: { 400: 'Invalid range', 401: 'Not signed in' },
    },
  })
  .input(checkedInput(ZCalendarRequestSchema))
  .output(checkedOutput(z.array(ZCalendarDaySchema)))
  .query(({ ctx, input }) => ctx.services.entries.calendar(ctx.user.id, input.from, input.to));
