import {
  TIMELINE_DEFAULT_DAYS,
  ZTimelineDaysSchema,
  ZTimelinePointSchema,
} from '@innerweather/validators/journal';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { JsonText } from '../../json-text.ts';

export const timelineRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/emotions/timeline',
      tags: ['Insights'],
      summary: 'Average emotion scores per day',
      description:
        "One point per day (user's time zone) with analysed entries in the last `days` days (1..365, default 30), oldest first; averages 0..100.",
      errorResponses: { 400: 'days out of range', 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({ days: ZTimelineDaysSchema.default(TIMELINE_DEFAULT_DAYS) }).prefault({})))
  .output(checkedOutput(z.array(ZTimelinePointSchema)))
  // For REST, the JSON text Postgres wrote; for tRPC, the points.
  .query(async ({ ctx, input }) =>
    ctx.sendsJsonText
      ? new JsonText(await ctx.services.timeline.json(ctx.user.id, input.days))
      : ctx.services.timeline.get(ctx.user.id, input.days),
  );
