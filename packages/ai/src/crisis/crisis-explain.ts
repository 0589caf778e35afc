import type { TLanguage } from '../language.ts';
import { splitSentences, type TFeatureCounts } from '../learn/text-features.ts';
import type { TCrisisKind, TCrisisTier } from './crisis-kinds.ts';
import { alarmOf, crisisFeatures, kindProbabilities, WINDOW_SENTENCES } from './crisis-model.ts';
import { applyCrisisRules } from './crisis-rules.ts';
import { screenWithStages, type TCrisisScreenResult } from './crisis-screen.ts';
import { CRISIS_STAGES, stageThresholds, type TCrisisStage } from './crisis-stages.ts';
import { findCrisisSignals, type TCrisisConcept } from './crisis-signals.ts';
import { conceptsFromSignals } from './crisis-tier.ts';

/** One feature of the model and how much the entry's alarm reading falls without it (0..1). */
export interface TFeatureWeight {
  feature: string;
  weight: number;
}

/**
 * Why the screen answered as it did, never the text: the language read, the kinds the reviewed rules (or, for
 * another language, the reviewed inventory) matched, the risk concepts of the reviewed inventory (crisis-signals.ts)
 * that let the screen raise a tier, and the model's strongest features in the window that decided. Stored sealed with the screen's result
 * (safety_screens.evidence_enc) when it fires, and printed by `explain:crisis`.
 */
export interface TCrisisEvidence {
  language: TLanguage;
  rules: TCrisisKind[];
  concepts: TCrisisConcept[];
  features: TFeatureWeight[];
}

const FEATURE_LIMIT = 8;

/** The start of the window of sentences that reads most alarming: the one the model's reading comes from. */
function decidingWindow(sentences: readonly TFeatureCounts[]): readonly TFeatureCounts[] {
  let start = 0;
  let best = -1;
  const windows = Math.max(1, sentences.length - WINDOW_SENTENCES + 1);
  for (let at = 0; at < windows; at += 1) {
    const reading = alarmOf(kindProbabilities(sentences.slice(at, at + WINDOW_SENTENCES)));
    if (reading > best) [best, start] = [reading, at];
  }
  return sentences.slice(start, start + WINDOW_SENTENCES);
}

/**
 * The features that carry the model's reading: each one is taken out of the deciding window in turn, and the fall
 * of the alarm reading is its weight (word vectors included: they fall with the word). Only features that raise
 * the reading are listed, strongest first.
 */
function strongestFeatures(window: readonly TFeatureCounts[]): TFeatureWeight[] {
  const reading = alarmOf(kindProbabilities(window));
  const names = new Set(window.flatMap((sentence) => [...sentence.keys()]));
  const weights: TFeatureWeight[] = [];
  for (const feature of names) {
    const without = window.map((sentence) => {
      if (!sentence.has(feature)) return sentence;
      const copy = new Map(sentence);
      copy.delete(feature);
      return copy;
    });
    const weight = Math.round((reading - alarmOf(kindProbabilities(without))) * 1000) / 1000;
    if (weight > 0) weights.push({ feature, weight });
  }
  return weights
    .sort((a, b) => b.weight - a.weight || a.feature.localeCompare(b.feature))
    .slice(0, FEATURE_LIMIT);
}

/**
 * The evidence behind the screen's `result` on `text` (nothing but the language for a quiet English text). The
 * language is the one the screen read; in another language every kind it found came from the rules or the
 * reviewed inventory (crisis-screen.ts), so those kinds are the rules matched.
 */
export function crisisEvidence(
  text: string,
  result: Pick<TCrisisScreenResult, 'tier' | 'kinds' | 'language'>,
): TCrisisEvidence {
  const { language } = result;
  if (language !== 'en') return { language, rules: [...result.kinds], concepts: [], features: [] };
  const sentences = splitSentences(text);
  const ruled = applyCrisisRules(sentences);
  if (!result.tier) return { language, rules: ruled, concepts: [], features: [] };
  const signals = findCrisisSignals(sentences);
  const window = decidingWindow(crisisFeatures(sentences, signals));
  const concepts = conceptsFromSignals(signals, ruled);
  return { language, rules: ruled, concepts, features: strongestFeatures(window) };
}

/** What the learned stages (crisis-stages.ts) did: which one changed the tier, from what, on which readings. */
export interface TStageEvidence {
  stage: TCrisisStage | null;
  screenTier: TCrisisTier | null;
  readings: Record<TCrisisStage, number> | null;
  thresholds: Record<TCrisisStage, number>;
}

/** The screen's result on a text, with the evidence behind it: what `explain:crisis` prints. */
export function explainCrisis(
  text: string,
): TCrisisScreenResult & { evidence: TCrisisEvidence; stages: TStageEvidence } {
  const { result, stage, screenTier, readings: stageReadings } = screenWithStages(text);
  const readings =
    stageReadings.length === 0
      ? null
      : (Object.fromEntries(CRISIS_STAGES.map((name, k) => [name, stageReadings[k]!])) as Record<
          TCrisisStage,
          number
        >);
  // A vetoed card keeps its evidence: the reviewer sees what the model read before the veto took it back.
  const shown = stage === 'veto' ? { ...result, tier: screenTier } : result;
  return {
    ...result,
    evidence: crisisEvidence(text, shown),
    stages: { stage, screenTier, readings, thresholds: stageThresholds() },
  };
}
