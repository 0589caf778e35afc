import { ZGuidanceSchema } from '@innerweather/validators/journal';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

/** The guidance of a page of entries in one call (tRPC only); ids of other users' entries give nothing. */
export const listEntriesGuidanceRoute = protectedProcedure
  .input(
    checkedInput(
      z.object({ entryIds: z.array(z.string().max(100)).max(50, 'Ask for at most 50 entries at a time') }),
    ),
  )
  .output(checkedOutput(z.array(ZGuidanceSchema)))
  .query(({ ctx, input }) => ctx.services.guidance.listForEntries(ctx.user.id, input.entryIds));
