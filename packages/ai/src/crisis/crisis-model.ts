import modelData from '../../data/crisis-model.json' with { type: 'json' };
import { loadLinearModel, sigmoid, type TLinearModel, type TLinearModelData } from '../learn/linear-model.ts';
import { scaleOf, type TFeatureCounts } from '../learn/text-features.ts';
import { CRISIS_KINDS, type TCrisisKind, type TCrisisTier } from './crisis-kinds.ts';

/**
 * The learned layer of the crisis screen: logistic regressions, one per kind (that kind against look-alikes and
 * ordinary entries) and two for the tiers (see kindProbabilities), over the features of text-features.ts, trained by `pnpm train:crisis` (train-crisis.ts) into
 * data/crisis-model.json with the two thresholds chosen by cross-validation.
 *
 * A long entry is read in windows of up to six neighbouring sentences, and the most worrying window counts:
 * one sentence of risk in a page about a normal day is not averaged away.
 */
export interface TCrisisModelData extends TLinearModelData {
  /**
   * Probability at or above which the model gives the crisis tier (of the 'any' class: a crisis rather than a
   * look-alike or an ordinary entry), and the distress tier (of alarmOf: the 'alarm' class, a crisis rather than
   * ordinary writing with look-alikes counting little, averaged with the likeliest kind).
   */
  thresholds: { crisis: number; distress: number };
}

export const WINDOW_SENTENCES = 6;

export interface TCrisisModelResult {
  tier: TCrisisTier | null;
  /** The kinds whose probability is at least half the likeliest kind's. */
  kinds: TCrisisKind[];
  /** The alarm reading (alarmOf) of the entry's windows, 0..1. */
  top: number;
}

const trained = loadLinearModel(modelData);
export const crisisThresholds = (modelData as TCrisisModelData).thresholds;

/**
 * Each class's highest probability over the windows of the entry's sentences: the four kinds (CRISIS_KINDS order),
 * then 'any' (crisis against look-alikes and ordinary writing), then 'alarm' (crisis against ordinary writing).
 */
export function kindProbabilities(
  sentences: readonly TFeatureCounts[],
  model: TLinearModel = trained,
): number[] {
  const parts = sentences.map((sentence) => model.partial(sentence));
  const best = new Array<number>(model.classes.length).fill(0);
  const windows = Math.max(1, parts.length - WINDOW_SENTENCES + 1);
  for (let start = 0; start < windows; start += 1) {
    const logits = model.logits(parts.slice(start, start + WINDOW_SENTENCES));
    for (let k = 0; k < best.length; k += 1) best[k] = Math.max(best[k]!, sigmoid(logits[k]!));
  }
  return best;
}

/**
 * The alarm (distress tier) reading: the mean of the 'alarm' class and the likeliest kind, so an entry that reads
 * plainly as one kind (a plan told through its means, control at home) is not lost to the one general class, and
 * one class reading an ordinary detail as risk (passports put away) does not raise the alarm alone.
 */
export function alarmOf(probabilities: readonly number[]): number {
  const likeliestKind = Math.max(...probabilities.slice(0, CRISIS_KINDS.length));
  return (likeliestKind + (probabilities[CRISIS_KINDS.length + 1] ?? 0)) / 2;
}

export function crisisModelResult(
  probabilities: readonly number[],
  thresholds: TCrisisModelData['thresholds'] = crisisThresholds,
): TCrisisModelResult {
  const any = probabilities[CRISIS_KINDS.length] ?? 0;
  const top = alarmOf(probabilities);
  // The crisis tier is a stronger reading of an entry that already gives the alarm, never an alarm of its own.
  const tier = top < thresholds.distress ? null : any >= thresholds.crisis ? 'crisis' : 'distress';
  const best = Math.max(...probabilities.slice(0, CRISIS_KINDS.length));
  const kinds = tier ? CRISIS_KINDS.filter((_, k) => probabilities[k]! >= best / 2) : [];
  return { tier, kinds, top };
}

const storedWeights = new Map(Object.entries((modelData as TCrisisModelData).weights));

/** A feature of the model and what it added to the alarm reading of the window that decided (crisis-explain). */
export interface TFeatureWeight {
  feature: string;
  weight: number;
}

/**
 * The strongest features for the alarm class in the entry's most worrying window: each feature's count times its
 * weight, scaled as the model scales that window (the word vectors' share is left out: it has no one feature).
 */
export function strongestFeatures(sentences: readonly TFeatureCounts[], limit = 8): TFeatureWeight[] {
  const alarm = CRISIS_KINDS.length + 1;
  const parts = sentences.map((sentence) => trained.partial(sentence));
  const windows = Math.max(1, parts.length - WINDOW_SENTENCES + 1);
  let start = 0;
  let best = -Infinity;
  for (let at = 0; at < windows; at += 1) {
    const reading = alarmOf(trained.logits(parts.slice(at, at + WINDOW_SENTENCES)).map(sigmoid));
    if (reading > best) [best, start] = [reading, at];
  }
  const counts = new Map<string, number>();
  let total = 0;
  for (const sentence of sentences.slice(start, start + WINDOW_SENTENCES))
    for (const [feature, n] of sentence) {
      counts.set(feature, (counts.get(feature) ?? 0) + n);
      total += n;
    }
  const scale = scaleOf(total, (modelData as TCrisisModelData).featurePrior);
  return [...counts]
    .map(([feature, n]) => ({
      feature,
      weight: Math.round(n * (storedWeights.get(feature)?.[alarm] ?? 0) * scale * 1000) / 1000,
    }))
    .filter((f) => f.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.feature.localeCompare(b.feature))
    .slice(0, limit);
}
