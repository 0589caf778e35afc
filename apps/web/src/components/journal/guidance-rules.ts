import type { TGuidance } from '@innerweather/validators/journal';

/** Spec section 3: items lacking id, concern or recommendation are not displayed. */
export function displayableGuidance(items: readonly TGuidance[] | undefined): TGuidance[] {
  return (items ?? []).filter((item) => item.id && item.concern.trim() && item.recommendation.trim());
}

/**
 * The crisis lines named in an immediate recommendation ("... You can talk to someone now: 988 Suicide & Crisis
 * Lifeline (US): call or text 988; Samaritans (UK & ROI): call 116 123. ..."), so the alert can list them.
 */
export function crisisLines(recommendation: string): string[] {
  const named = /You can talk to someone now: (.+?)\.(?:\s|$)/.exec(recommendation)?.[1];
  return named
    ? named
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}
