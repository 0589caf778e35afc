import { DEFAULT_CRISIS_LINES } from '@innerweather/ai/crisis/crisis-guidance';
import type { TCrisisLine } from '@innerweather/validators/support';

export interface SupportServiceDeps {
  /** CRISIS_LINES; the crisis screen's defaults when absent, exactly as the immediate guidance names them. */
  crisisLines?: readonly TCrisisLine[] | undefined;
}

/** Where to turn for help: what anyone may read, signed in or not. */
export function createSupportService({ crisisLines }: SupportServiceDeps) {
  const lines = crisisLines ?? DEFAULT_CRISIS_LINES;
  return {
    crisisLines(): TCrisisLine[] {
      return lines.map((line) => ({ ...line }));
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
