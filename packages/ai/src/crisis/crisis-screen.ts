import { detectLanguage, type TLanguage } from '../language.ts';
import { normaliseText, splitSentences } from '../learn/text-features.ts';
import { CRISIS_KINDS, type TCrisisKind, type TCrisisTier } from './crisis-kinds.ts';
import { crisisFeatures, crisisModelResult, crisisThresholds, kindProbabilities } from './crisis-model.ts';
import { multilingualCrisisKinds } from './crisis-multilingual.ts';
import { applyCrisisRules } from './crisis-rules.ts';
import { findCrisisSignals } from './crisis-signals.ts';
import { applyStages, stageFeatures, stageProbabilities, stageThresholds } from './crisis-stages.ts';
import { conceptsFromSignals, decideTier } from './crisis-tier.ts';

/**
 * The crisis screen: runs on every entry, coach question and check-in reflection before (and regardless of) any
 * LLM, so crisis guidance never depends on a model being up or being right. Recall first: a miss shows nothing to
 * someone in danger, a false alarm shows a kind card.
 *
 * Nothing fires without a risk signal from the reviewed inventory of concepts (crisis-signals.ts): a wish to die or
 * not exist, intent or a plan, a method or means, an attempt, self-injury, threat or violence from another person,
 * a goodbye or affairs put in order. An ordinary day with none of them gets no tier from the model, however it is
 * written (only the recall stage below can give it the distress tier, when it reads plainly as a crisis). On an
 * entry that holds one, two layers weigh it (crisis-tier.ts makes the tier), each about the person writing
 * (ideation, intent or a plan, self-harm, danger from another person):
 * - rules (crisis-rules.ts): a short reviewed list of unmistakable first-person statements; a match is the crisis
 *   tier.
 * - model (crisis-model.ts): logistic regression over words, word pairs, negated words, letter sequences and
 *   word vectors (unseen wording near known wording counts), learned from labelled crises, hard look-alikes and
 *   ordinary entries (ai-lab data/README.md); its alarm reading gives the distress tier above one threshold, and
 *   its 'any' reading the crisis tier (Immediate Support) above another, both chosen by cross-validation; the
 *   crisis tier only beside a concept of intent, means, an attempt, a goodbye or danger.
 * - stages (crisis-stages.ts): a learned veto takes back a card the model gave without a rule match when it reads
 *   plainly as no crisis, and a learned recall stage gives the distress tier to an entry the gate or the model left
 *   quiet when it reads plainly as one; both thresholds chosen by writer-grouped cross-validation.
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

/** Screens one piece of writing. Pure and fast (well under 2 ms for 2,000 characters). */
export function screenForCrisis(text: string): TCrisisScreenResult {
  return screenWithStages(text).result;
}

/**
 * The screen with what its learned stages (crisis-stages.ts) did, for explain:crisis: the stage that changed the
 * tier, the tier before them (screenTier) and each stage's reading (none for another language or an empty text).
 */
export function screenWithStages(text: string) {
  const { language } = detectLanguage(text);
  const quiet = { isCrisis: false, tier: null, kinds: [], layer: null, language };
  const sentences = splitSentences(text);
  const alone = (result: TCrisisScreenResult) => ({
    result,
    stage: null,
    screenTier: result.tier,
    readings: [],
  });
  if (sentences.length === 0) return alone(quiet);
  const ruled = applyCrisisRules(sentences);
  if (language !== 'en') return alone(screenOtherLanguage(text, ruled, language));
  const signals = findCrisisSignals(sentences);
  const concepts = conceptsFromSignals(signals, ruled);
  const probabilities = kindProbabilities(crisisFeatures(sentences, signals));
  const thresholds = crisisThresholds();
  const screenTier =
    concepts.length === 0 ? null : decideTier({ concepts, ruled, probabilities, thresholds });
  const readings = stageProbabilities(stageFeatures(sentences, concepts, ruled));
  const stages = stageThresholds();
  const { tier, stage } = applyStages({
    tier: screenTier,
    ruled,
    probabilities: readings,
    thresholds: stages,
  });
  if (!tier) return { result: quiet as TCrisisScreenResult, stage, screenTier, readings };
  const model = crisisModelResult(probabilities, { ...thresholds, distress: 0 });
  const kinds = CRISIS_KINDS.filter((kind) => ruled.includes(kind) || model.kinds.includes(kind));
  const layer: TCrisisLayer = ruled.length > 0 ? 'rules' : 'model';
  const result: TCrisisScreenResult = { isCrisis: true, tier, kinds, layer, language };
  return { result, stage, screenTier, readings };
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
