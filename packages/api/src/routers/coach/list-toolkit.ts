import { ZToolkitItemSchema } from '@innerweather/validators/coach';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listToolkitRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/ai-coach/wellness-toolkit',
      tags: ['AI coach'],
      summary: "The user's saved toolkit items, newest first",
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZToolkitItemSchema)))
  .query(({ ctx }) => ctx.services.coach.listToolkit(ctx.user.id));
