import { loadLinearModel, sigmoid, type TLinearModel, type TLinearModelData } from '../learn/linear-model.ts';
import { onFirstUse, readLinearModel, type TModelManifest } from '../learn/model-file.ts';
import { featuresOf, type TFeatureCounts } from '../learn/text-features.ts';
import { familiesOf } from './crisis-concepts.ts';
import { CRISIS_KINDS, type TCrisisKind } from './crisis-kinds.ts';
import type { TCrisisSignal } from './crisis-signals.ts';

/**
 * The learned layer of the crisis screen: logistic regressions, one per kind (that kind against look-alikes and
 * ordinary entries) and two for the tiers (see kindProbabilities), over text-features.ts, trained by the lab's
 * `train:crisis` into data/crisis-model.{json,bin} (model-file.ts) with thresholds chosen by cross-validation.
 *
 * A long entry is read in windows of up to six neighbouring sentences, and the most worrying window counts:
 * one sentence of risk in a page about a normal day is not averaged away.
 */
export interface TCrisisModelData extends TLinearModelData {
  /**
   * Probability at or above which the model gives the crisis tier (of the 'any' class: a crisis rather than a
   * look-alike or an ordinary entry), and the distress tier (of alarmOf: the 'alarm' class, a crisis rather than
   * ordinary writing with look-alikes counting little, averaged with the likeliest kind) beside a framed risk
   * signal; `bare` and `unlisted` are the distress thresholds beside bare-word signals only and with no signal
   * (crisis-tier.ts).
   */
  thresholds: { crisis: number; distress: number; bare?: number; unlisted?: number };
}

export const WINDOW_SENTENCES = 6;

const trained = onFirstUse(() => {
  const data = readLinearModel<TModelManifest & Omit<TCrisisModelData, 'weights' | 'words'>>('crisis-model');
  return { model: loadLinearModel(data), thresholds: data.thresholds };
});

/**
 * The features the model reads in each normalised sentence: text-features.ts with the word families
 * (crisis-concepts.ts), and `c:<concept>` for each risk signal of the reviewed inventory found in that sentence
 * (crisis-signals.ts), so the model weighs the inventory's phrase families, not only their words.
 */
export function crisisFeatures(
  sentences: readonly string[],
  signals: readonly TCrisisSignal[],
): TFeatureCounts[] {
  const features = sentences.map((sentence) => featuresOf(sentence, familiesOf));
  for (const { concept, sentence } of signals) features[sentence]?.set(`c:${concept}`, 1);
  return features;
}

/** The thresholds chosen by cross-validation (read with the weights, on first use). */
export const crisisThresholds = (): TCrisisModelData['thresholds'] => trained().thresholds;

/**
 * Each class's highest probability over the windows of the entry's sentences: the four kinds (CRISIS_KINDS order),
 * then 'any' (crisis against look-alikes and ordinary writing), then 'alarm' (crisis against ordinary writing).
 */
export function kindProbabilities(
  sentences: readonly TFeatureCounts[],
  model: TLinearModel = trained().model,
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

/** The kinds whose probability is at least half the likeliest kind's, in CRISIS_KINDS order. */
export function likelyKinds(probabilities: readonly number[]): TCrisisKind[] {
  const best = Math.max(...probabilities.slice(0, CRISIS_KINDS.length));
  return CRISIS_KINDS.filter((_, k) => probabilities[k]! >= best / 2);
}
