import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

/** This month's free allowance for the New Journal Entry dialog (tRPC only): `limit` null means unlimited. */
export const getAllowanceRoute = protectedProcedure
  .input(checkedInput(z.object({}).optional()))
  .output(
    checkedOutput(
      z.object({
        limit: z.number().int().nullable(),
        used: z.number().int(),
        left: z.number().int().nullable(),
      }),
    ),
  )
  .query(({ ctx }) => ctx.services.entries.allowance(ctx.user.id));
