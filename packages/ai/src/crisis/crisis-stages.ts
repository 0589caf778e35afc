import { loadLinearModel, sigmoid, type TLinearModel, type TLinearModelData } from '../learn/linear-model.ts';
import { onFirstUse, readLinearModel, type TModelManifest } from '../learn/model-file.ts';
import { featuresOf, mergeFeatures, type TFeatureCounts } from '../learn/text-features.ts';
import { familiesOf } from './crisis-concepts.ts';
import type { TCrisisKind, TCrisisTier } from './crisis-kinds.ts';
import type { TCrisisConcept } from './crisis-signals.ts';

/**
 * Two small learned stages around the screen's gate and model (issue 21), trained by the lab's
 * `train:crisis-stages` into data/crisis-stages.{json,bin} with thresholds chosen by writer-grouped
 * cross-validation (no writer in both the training and the scored part of a fold):
 * - veto: on an entry the screen cards without a rule match, a reading of whether it is a crisis at all, learned
 *   from crises, look-alikes and ordinary entries that hold a risk concept. Below its threshold the card is taken
 *   back ("Sharpened all the kitchen knives", "Sorted my pills for the week").
 * - recall: on an English entry the screen leaves without a tier, a reading learned from all entries without a rule
 *   match; at or above its (high) threshold the entry gets the distress tier, never the crisis tier ("it would be
 *   simpler all round if I went too").
 * Both read the whole entry: words, pairs, negated words, the word families, the inventory's concepts (`s:`), a
 * few context marks (`x:`) and word vectors (through the `words` table, as the screen's model does).
 */
export type TCrisisStage = 'veto' | 'recall';
export const CRISIS_STAGES: readonly TCrisisStage[] = ['veto', 'recall'];

export interface TCrisisStagesData extends TLinearModelData {
  /** veto: a flagged entry reading below it gets no card; recall: an unflagged one at or above it is distress. */
  thresholds: Record<TCrisisStage, number>;
}

const trained = onFirstUse(() => {
  const data = readLinearModel<TModelManifest & Omit<TCrisisStagesData, 'weights' | 'words'>>(
    'crisis-stages',
  );
  return { model: loadLinearModel(data), thresholds: data.thresholds };
});

/** Marks of context the words alone spread thin: who, when, and the everyday frames of most false alarms. */
const CONTEXT: ReadonlyArray<[string, RegExp]> = [
  ['first_person', /\b(?:i|i'm|i've|i'll|i'd|me|my|myself)\b/],
  [
    'future',
    /\b(?:will|i'll|going to|tomorrow|tonight|this weekend|next week|soon|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
  ],
  ['finality', /\b(?:last|final|goodbye|no more|anymore|ever again|for good|forever|the end)\b/],
  ['burden', /\b(?:burden|better off|without me|simpler|easier for|kindest|in the way)\b/],
  [
    'negative_affect',
    /\b(?:hopeless|pointless|empty|numb|worthless|alone|nobody|tired of|can't cope|can't go on|hate myself|no point)\b/,
  ],
  [
    'everyday',
    /\b(?:kitchen|dinner|recipe|bike|car|garden|shopping|bills|work|shift|gym|cinema|film|game|week|weekend|kids|school)\b/,
  ],
  ['laughter', /\b(?:lol|haha|lmao|joking|laughed|laughing|!!)\b|😂|🤣/],
];

/** The features both stages read of an entry's normalised sentences and its concepts. */
export function stageFeatures(
  sentences: readonly string[],
  concepts: readonly TCrisisConcept[],
  ruled: readonly TCrisisKind[],
): TFeatureCounts {
  const merged = mergeFeatures(sentences.map((sentence) => featuresOf(sentence, familiesOf)));
  const features: TFeatureCounts = new Map();
  // Letter sequences and triples would make the stages as large as the screen's model for little gain.
  for (const [feature, n] of merged) if (!/^[ct]:/.test(feature)) features.set(feature, n);
  for (const concept of concepts) features.set(`s:${concept}`, 1);
  if (ruled.length > 0) features.set('s:rule', 1);
  const text = sentences.join(' ');
  for (const [name, pattern] of CONTEXT) if (pattern.test(text)) features.set(`x:${name}`, 1);
  return features;
}

/** Each stage's probability that the entry is a crisis (CRISIS_STAGES order). */
export function stageProbabilities(
  features: TFeatureCounts,
  model: TLinearModel = trained().model,
): number[] {
  return model.logits([model.partial(features)]).map(sigmoid);
}

export const stageThresholds = (): TCrisisStagesData['thresholds'] => trained().thresholds;

export interface TStageInput {
  /** The tier of the screen's gate, rules and model. */
  tier: TCrisisTier | null;
  ruled: readonly TCrisisKind[];
  probabilities: readonly number[];
  thresholds: TCrisisStagesData['thresholds'];
}

/**
 * The tier after the stages, and the stage that changed it (null when none did). Shared by the screen and by
 * training, whose thresholds are chosen through this very function.
 */
export function applyStages({ tier, ruled, probabilities, thresholds }: TStageInput): {
  tier: TCrisisTier | null;
  stage: TCrisisStage | null;
} {
  if (ruled.length > 0) return { tier, stage: null };
  if (tier !== null)
    return (probabilities[0] ?? 1) < thresholds.veto ? { tier: null, stage: 'veto' } : { tier, stage: null };
  return (probabilities[1] ?? 0) >= thresholds.recall
    ? { tier: 'distress', stage: 'recall' }
    : { tier: null, stage: null };
}
