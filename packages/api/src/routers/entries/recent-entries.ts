import { ZEntrySchema } from '@innerweather/validators/journal';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';
import { jsonAnswer } from '../../json-text.ts';

const DASHBOARD_RECENT_ENTRIES = 3;

/** The dashboard's Recent Entries card (tRPC only). */
export const recentEntriesRoute = protectedProcedure
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZEntrySchema)))
  .query(async ({ ctx }) =>
    jsonAnswer(
      ctx,
      await ctx.services.entries.list(ctx.user.id, { limit: DASHBOARD_RECENT_ENTRIES, offset: 0 }),
    ),
  );
