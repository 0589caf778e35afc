import type { TStoredAnalysis } from '@innerweather/validators/journal';

import { readLexicon } from '../lexicon/lexicon-analyzer.ts';

const HEAVY = ['sadness', 'anxiety', 'anger'] as const;

/** Written in advance, like the crisis guidance they sit beside: nothing upbeat, nothing generated. */
export const SOBER_INSIGHTS = [
  'What you wrote sounds really hard, and it matters.',
  "You don't have to carry this alone: the support shown with this entry lists people you can talk to right now.",
];

/**
 * The analysis of an entry the crisis screen (or the LLM) gave a tier: joy and calm cannot be its dominant emotion
 * (they are kept below half of the strongest heavy feeling, which becomes dominant), its insights are the sober
 * ones above, and keywords the lexicon reads as joy or calm are dropped. So it never reads as a good moment, and
 * never counts toward positive mood.
 */
export function soberAnalysis(analysis: TStoredAnalysis): TStoredAnalysis {
  // An entry the analyzer could not read keeps no emotion: only the sober insights replace its note.
  if (analysis.dominantEmotion === null)
    return { ...analysis, insights: [...SOBER_INSIGHTS, ...analysis.insights] };
  const scores = { ...analysis.scores };
  const heaviest = [...HEAVY].sort((a, b) => scores[b] - scores[a])[0] ?? 'sadness';
  scores[heaviest] = Math.max(scores[heaviest], scores.joy, scores.calm, 0.05);
  scores.joy = Math.min(scores.joy, scores[heaviest] / 2);
  scores.calm = Math.min(scores.calm, scores[heaviest] / 2);
  const keywords = analysis.keywords.filter((keyword) => {
    const { raw } = readLexicon(keyword);
    return raw.joy + raw.calm <= 0;
  });
  return { ...analysis, scores, dominantEmotion: heaviest, insights: [...SOBER_INSIGHTS], keywords };
}
