import { detectLanguage, type TLanguage } from '../language.ts';
import { normaliseText, splitSentences } from '../learn/text-features.ts';
import { CRISIS_KINDS, type TCrisisKind, type TCrisisTier } from './crisis-kinds.ts';
import { crisisFeatures, crisisThresholds, kindProbabilities, likelyKinds } from './crisis-model.ts';
import { multilingualCrisisKinds } from './crisis-multilingual.ts';
import { applyCrisisRules } from './crisis-rules.ts';
import { findCrisisSignals, holdsImmediateRisk } from './crisis-signals.ts';
import { alarmThreshold, conceptsFromSignals, decideTier, isFramed, isShort } from './crisis-tier.ts';

/**
 * The crisis screen: runs on every entry, coach question and check-in reflection before (and regardless of) any
 * LLM, so crisis guidance never depends on a model being up or being right. Recall first: a miss shows nothing to
 * someone in danger, a false alarm shows a kind card.
 *
 * The reviewed inventory of concepts (crisis-signals.ts) says how much the model must read before a tier: a wish to
 * die or not exist, intent or a plan, a method or means, an attempt, self-injury, threat or violence from another
 * person, a goodbye or affairs put in order, told in a phrase, need the least; told only in bare everyday words
 * ("knife", "tablets", "dying") more; an entry with none the most, and the distress tier at most (one short
 * sentence with none, no tier: crisis-tier.ts). Two layers weigh an entry, each about the person writing:
 * - rules (crisis-rules.ts): a short reviewed list of unmistakable first-person statements: the crisis tier.
 * - model (crisis-model.ts): logistic regression over words, word pairs, negated words, letter sequences and word
 *   vectors, learned from labelled crises, hard look-alikes and ordinary entries (ai-lab data/README.md); its alarm
 *   reading gives the distress tier above a threshold, its 'any' reading the crisis tier (Immediate Support) above
 *   another, both chosen by cross-validation, only beside intent, means, an attempt, a goodbye or danger.
 * The LLM, when there is one, can add a tier afterwards (packages/core), never remove one.
 *
 * Both layers read English. An entry in another language (language.ts) is read only by a short reviewed inventory
 * of plain statements in Spanish, French, German, Portuguese and Italian (crisis-multilingual.ts), and by the
 * English rules for an English sentence within it: English features of foreign words would be noise.
 */
export { CRISIS_KINDS, CRISIS_TIERS, type TCrisisKind, type TCrisisTier } from './crisis-kinds.ts';

/** Which part of the screen decided. */
export type TCrisisLayer = 'rules' | 'model';

export interface TCrisisScreenResult {
  /** Either tier fired. */
  isCrisis: boolean;
  tier: TCrisisTier | null;
  /** Each kind at most once, in CRISIS_KINDS order. */
  kinds: TCrisisKind[];
  layer: TCrisisLayer | null;
  /** The language the screen read the text as: only English is read by the model. */
  language: TLanguage;
}

/** The higher of two tiers (crisis > distress > none): a second opinion can add risk, never remove it. */
export function higherTier(a: TCrisisTier | null, b: TCrisisTier | null): TCrisisTier | null {
  if (a === 'crisis' || b === 'crisis') return 'crisis';
  return a ?? b;
}

// The shape lives with the shared schemas: the API answers with it too (GET /api/support/crisis-lines).
export type { TCrisisLine } from '@innerweather/validators/support';

/** Screens one piece of writing. Pure and fast (about 2.5 ms for 2,000 characters). */
export function screenForCrisis(text: string): TCrisisScreenResult {
  const { language } = detectLanguage(text);
  const quiet = { isCrisis: false, tier: null, kinds: [], layer: null, language };
  const sentences = splitSentences(text);
  if (sentences.length === 0) return quiet;
  const ruled = applyCrisisRules(sentences);
  if (language !== 'en') return screenOtherLanguage(text, ruled, language);
  const signals = findCrisisSignals(sentences);
  const concepts = conceptsFromSignals(signals, ruled);
  const [framed, short] = [isFramed(signals, ruled), isShort(sentences)];
  const immediate = holdsImmediateRisk(signals);
  const thresholds = crisisThresholds();
  if (alarmThreshold({ concepts, framed, short }, thresholds) > 1) return quiet;
  const probabilities = kindProbabilities(crisisFeatures(sentences, signals));
  const tier = decideTier({ concepts, framed, short, ruled, immediate, probabilities, thresholds });
  if (!tier) return quiet;
  const likely = likelyKinds(probabilities);
  const kinds = CRISIS_KINDS.filter((kind) => ruled.includes(kind) || likely.includes(kind));
  return { isCrisis: true, tier, kinds, layer: ruled.length > 0 ? 'rules' : 'model', language };
}

/**
 * Another language: the English model would read noise, so only plain statements count, from the reviewed
 * inventory (crisis-multilingual.ts) or the English rules. Intent, danger or an English rule is the crisis tier; a
 * wish to die or self-harm alone the distress tier.
 */
function screenOtherLanguage(
  text: string,
  ruled: readonly TCrisisKind[],
  language: TLanguage,
): TCrisisScreenResult {
  const found = new Set([...ruled, ...multilingualCrisisKinds(normaliseText(text))]);
  const kinds = CRISIS_KINDS.filter((kind) => found.has(kind));
  if (kinds.length === 0) return { isCrisis: false, tier: null, kinds: [], layer: null, language };
  const urgent = ruled.length > 0 || kinds.includes('intent_to_die') || kinds.includes('danger_from_other');
  return { isCrisis: true, tier: urgent ? 'crisis' : 'distress', kinds, layer: 'rules', language };
}
