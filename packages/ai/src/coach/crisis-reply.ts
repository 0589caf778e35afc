import type { TGuidanceItem } from '@innerweather/validators/journal';

/**
 * The coach's written-in-advance reply when the crisis screen fires on a question or a check-in: the crisis
 * guidance (with the configured crisis lines), never a generated answer.
 */
export function coachCrisisReply(guidance: Pick<TGuidanceItem, 'recommendation'>): string {
  return [
    'Thank you for telling me. What you wrote sounds serious, and you deserve support from a person right now, not from an app.',
    guidance.recommendation,
    'When you are safe, I am here to help with the everyday things again.',
  ].join('\n\n');
}
