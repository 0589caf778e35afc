import { ZEntryPageRequestSchema, ZEntryPageSchema } from '@innerweather/validators/journal';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

/** The Entries screen: one page with the total count, searched on the server (tRPC only). */
export const pageEntriesRoute = protectedProcedure
  .input(checkedInput(ZEntryPageRequestSchema.prefault({})))
  .output(checkedOutput(ZEntryPageSchema))
  .query(({ ctx, input }) => ctx.services.entries.page(ctx.user.id, input));
