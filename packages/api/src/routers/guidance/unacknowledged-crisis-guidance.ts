import { ZGuidanceSchema } from '@innerweather/validators/journal';
import { protectedProcedure } from '../../trpc.ts';
import { checkedOutput } from '../../procedure-schemas.ts';

/**
 * The user's newest immediate guidance item not yet acknowledged, on any entry (tRPC only): the dashboard keeps
 * the Immediate Support alert until it is read.
 */
export const unacknowledgedCrisisGuidanceRoute = protectedProcedure
  .output(checkedOutput(ZGuidanceSchema.nullable()))
  .query(({ ctx }) => ctx.services.guidance.unacknowledgedImmediate(ctx.user.id));
