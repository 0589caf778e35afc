import { z } from 'zod';

export const ZCrisisLineSchema = z.object({
  name: z.string().min(1).max(100),
  region: z.string().min(1).max(60),
  contact: z.string().min(1).max(120),
});
/** A crisis line as shown to the person: "988 Suicide & Crisis Lifeline (US): call or text 988". */
export type TCrisisLine = z.infer<typeof ZCrisisLineSchema>;
/** For the app config (e.g. a JSON env value) that overrides the default lines. */
export const ZCrisisLinesSchema = z.array(ZCrisisLineSchema).min(1).max(10);
