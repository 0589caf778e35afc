import type { TCrisisLine } from './support.ts';

/**
 * How guidance and the About page name a line: "Samaritans (UK & ROI): call 116 123". Apart from support.ts so the
 * web app can use it without loading zod.
 */
export function formatCrisisLine(line: TCrisisLine): string {
  return `${line.name} (${line.region}): ${line.contact}`;
}
