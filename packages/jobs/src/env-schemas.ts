import { type TCrisisLine, ZCrisisLinesSchema } from '@innerweather/ai/crisis-screen';
import { z } from 'zod';

/**
 * CRISIS_LINES, for each app's env.ts: a JSON array of { name, region, contact }, e.g.
 * `[{"name":"Telefonseelsorge","region":"DE","contact":"call 0800 111 0 111"}]`.
 */
export const ZCrisisLinesEnvSchema = z.string().transform((raw, ctx): TCrisisLine[] => {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON array of { "name", "region", "contact" }' });
    return z.NEVER;
  }
  const parsed = ZCrisisLinesSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    ctx.addIssue({
      code: 'custom',
      message: `must be 1 to 10 lines of { "name", "region", "contact" } (${first?.path.join('.') ?? ''}: ${first?.message ?? ''})`,
    });
    return z.NEVER;
  }
  return parsed.data;
});
