import { chooseStrategies, type TRecentPattern } from './choose-strategies.ts';
import { STRATEGIES, type TStrategy } from './strategies.ts';
import { at } from '../learn/vectors.ts';

/**
 * The coach's answers without a model: strategies from the built-in library, said to come from it. Written with
 * the same light markup the model uses (**bold**, *italic*), which the web app renders.
 */

export const LIBRARY_NOTE =
  '*This answer comes from Innerweather’s built-in strategy library, not from an AI model.*';

const describe = (strategy: TStrategy) => `**${strategy.title}.** ${strategy.howTo} *${strategy.why}*`;

export function libraryAnswer(
  question: string,
  pattern: TRecentPattern | null,
): { text: string; strategies: TStrategy[] } {
  const strategies = chooseStrategies(question, pattern, 2);
  const text = [
    LIBRARY_NOTE,
    'Here are two things you could try:',
    ...strategies.map(describe),
    'Try one of them today and notice how you feel afterwards. If things stay hard for more than a couple of weeks, talking to a GP or a counsellor can help.',
  ].join('\n\n');
  return { text, strategies };
}

export type TCheckInMood = 'motivated' | 'positive' | 'neutral' | 'challenged' | 'frustrated';

const MOOD_OPENINGS: Record<TCheckInMood, string> = {
  motivated: 'It’s great that you feel motivated: that energy is worth using while it’s here.',
  positive: 'It’s good to hear you’re feeling positive about this.',
  neutral: 'Thanks for checking in: steady, ordinary progress still counts.',
  challenged: 'It sounds like this part is hard going, and that’s a normal stage of any goal.',
  frustrated: 'Frustration is understandable when progress feels slow; it often means you care about this.',
};

const MOOD_STRATEGY: Record<TCheckInMood, string> = {
  motivated: 'problem-next-action',
  positive: 'gratitude-savour',
  neutral: 'activation-tiny-step',
  challenged: 'problem-steps',
  frustrated: 'compassion-break',
};

export function libraryCheckInResponse(input: {
  goalTitle: string;
  progressUpdate: number;
  mood: TCheckInMood;
}): string {
  const strategy = STRATEGIES.find((s) => s.id === MOOD_STRATEGY[input.mood]) ?? at(STRATEGIES, 0);
  const progress =
    input.progressUpdate >= 100
      ? `You’ve reached 100% on **${input.goalTitle}**: take a moment to notice what helped you get here.`
      : `You’re at **${input.progressUpdate}%** on **${input.goalTitle}**.`;
  return [
    LIBRARY_NOTE,
    `${MOOD_OPENINGS[input.mood]} ${progress}`,
    `A next step to try: ${describe(strategy)}`,
  ].join('\n\n');
}
