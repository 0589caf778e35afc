import { ZMemoryCheckInSchema } from '@innerweather/validators/coach';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const memoryCheckInRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/ai-coach/memory-checkin',
      tags: ['AI coach'],
      summary: 'The personal check-in',
      description:
        'hasCheckIn is true with a message when the journal shows something worth a word (several sad or anxious days, a goal without a check-in for a week, a broken streak, a marked improvement). The same message is never given two days running.',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(ZMemoryCheckInSchema))
  .query(({ ctx }) => ctx.services.coach.memoryCheckIn(ctx.user.id));
