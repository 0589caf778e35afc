import type { TEmotion } from '@innerweather/validators/journal';

/** The good moments (as the positivity figures count them); anxiety, sadness and anger are the difficult ones. */
const GOOD_MOODS: ReadonlySet<TEmotion> = new Set<TEmotion>(['joy', 'calm']);

/**
 * The analysis' insights as the user reads them beside the mood they chose. The insights are written from the words
 * alone and stored with them, while the mood can be chosen or changed at any time: when the chosen mood is of the
 * other kind than the words' reading (sadness on words read as calm, joy on words read as worry) the insights would
 * contradict it ("a settled, steady feel" on a day marked sad). Those are set aside for two sentences that name the
 * chosen mood and say only what the words lean towards. Insights of an entry read without an emotion (a language
 * the analyzer does not read) name no feel and stay; so do all insights again once the own mood is cleared.
 */
export function insightsBesideOwnMood(
  insights: string[],
  wordsRead: TEmotion | null,
  ownMood: TEmotion | null,
): string[] {
  if (!ownMood || !wordsRead || GOOD_MOODS.has(ownMood) === GOOD_MOODS.has(wordsRead)) return insights;
  return [
    `You chose ${ownMood} as the mood of this entry.`,
    `Read on their own, the words lean towards ${wordsRead}, but words don't always carry how a day really felt.`,
  ];
}
