import { ZAdminLogPageSchema, ZAdminLogsQuerySchema } from '@innerweather/validators/admin';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const listAdminLogsRoute = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/logs',
      tags: ['Admin'],
      summary: 'The admin audit log, newest first',
      description: '`page` from 1; `limit` 25, 50 (default) or 100. `total` counts every row.',
      errorResponses: { 400: 'Bad page or limit', 401: 'Not signed in', 403: 'Not an admin' },
    },
  })
  .input(checkedInput(ZAdminLogsQuerySchema))
  .output(checkedOutput(ZAdminLogPageSchema))
  .query(({ ctx, input }) => ctx.services.admin.logs(input));
