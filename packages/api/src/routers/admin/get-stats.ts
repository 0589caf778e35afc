import { ZAdminStatsSchema } from '@innerweather/validators/admin';
import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const getAdminStatsRoute = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/stats',
      tags: ['Admin'],
      summary: 'Users and entries of the instance',
      description:
        '`recentUsers`: accounts created in the last 7 days; `monthlyEntries`: entries since the first of this month (UTC); ' +
        '`notAboutMeByMonth`: crisis cards answered "This isn\'t about me right now" in each of the last 12 months.',
      errorResponses: { 401: 'Not signed in', 403: 'Not an admin' },
    },
  })
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(ZAdminStatsSchema))
  .query(({ ctx }) => ctx.services.admin.stats());
