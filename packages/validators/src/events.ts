import { z } from 'zod';
import { ZCoachStreamEventSchema } from './coach.ts';

/** An entry's analysis ended (`complete`, or `failed` after its last try): the web app reads that one entry again. */
export const ZEntryEventSchema = z.object({
  kind: z.literal('entry'),
  id: z.string(),
  status: z.enum(['complete', 'failed']),
});
export type TEntryEvent = z.infer<typeof ZEntryEventSchema>;

/** What the signed-in user's one event stream (GET /trpc/events.stream, server-sent events) carries. */
export const ZUserEventSchema = z.union([ZCoachStreamEventSchema, ZEntryEventSchema]);
export type TUserEvent = z.infer<typeof ZUserEventSchema>;
