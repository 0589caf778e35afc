import { MAX_WATCH_REPORT_SECONDS } from '@innerweather/validators/learn';
import { zId } from '@innerweather/validators/ids';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const recordWatchTimeRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/learn/modules/{id}/watch-time',
      tags: ['Learning'],
      summary: 'Add seconds watched (the player reports in batches)',
      description: `At most ${MAX_WATCH_REPORT_SECONDS} seconds per report. A module being watched counts as in progress until it is completed.`,
      errorResponses: {
        400: 'Invalid input',
        401: 'Not signed in',
        403: 'A premium module and the member is not Pro',
        404: 'Module not found',
      },
    },
  })
  .input(
    checkedInput(
      z.object({
        id: zId('Module'),
        seconds: z
          .number({ error: 'seconds is required' })
          .min(0, 'seconds must be 0 or more')
          .max(MAX_WATCH_REPORT_SECONDS, `seconds must be at most ${MAX_WATCH_REPORT_SECONDS}`),
      }),
    ),
  )
  .output(
    checkedOutput(
      z.object({
        moduleId: z.string(),
        status: z.enum(['in_progress', 'completed']),
        watchSeconds: z.number(),
      }),
    ),
  )
  .mutation(({ ctx, input }) => ctx.services.learn.recordWatchTime(ctx.user, input.id, input.seconds));
