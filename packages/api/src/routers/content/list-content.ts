import { ZContentItemSchema } from '@innerweather/validators/journal';
import { z } from 'zod';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listContentRoute = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/content',
      tags: ['Content'],
      summary: 'Managed content items',
      description:
        'Texts an administrator has set (for example section `features`, key `timeline_description`). Only stored items are listed; the web app keeps the built-in defaults.',
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZContentItemSchema)))
  .query(({ ctx }) => ctx.services.content.list());
