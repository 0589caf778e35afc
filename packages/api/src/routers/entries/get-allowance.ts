import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';

/** This month's free allowance for the New Journal Entry dialog (tRPC only): `limit` null means unlimited. */
export const getAllowanceRoute = protectedProcedure
  .input(z.object({}).optional())
  .output(
    z.object({
      limit: z.number().int().nullable(),
      used: z.number().int(),
      left: z.number().int().nullable(),
    }),
  )
  .query(({ ctx }) => ctx.services.entries.allowance(ctx.user.id));
