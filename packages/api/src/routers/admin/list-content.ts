import { ZContentItemSchema } from '@innerweather/validators/journal';
import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listAdminContentRoute = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/content',
      tags: ['Admin'],
      summary: 'Managed content items, for editing',
      errorResponses: { 401: 'Not signed in', 403: 'Not an admin' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZContentItemSchema)))
  .query(({ ctx }) => ctx.services.content.list());
