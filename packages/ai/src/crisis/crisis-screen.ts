import type { TGuidanceItem } from '@innerweather/validators/journal';
import { formatCrisisLine } from '@innerweather/validators/crisis-line-format';
import type { TCrisisLine } from '@innerweather/validators/support';

import { detectLanguage, type TLanguage } from '../language.ts';
import { featuresOf, normaliseText, splitSentences } from '../learn/text-features.ts';
import { familiesOf } from './crisis-concepts.ts';
import { CRISIS_KINDS, type TCrisisKind, type TCrisisTier } from './crisis-kinds.ts';
import {
  crisisModelResult,
  crisisThresholds,
  kindProbabilities,
  strongestFeatures,
  type TFeatureWeight,
} from './crisis-model.ts';
import { applyCrisisRules } from './crisis-rules.ts';
import { CRISIS_CONCEPTS, type TCrisisConcept } from './crisis-signals.ts';
import { multilingualCrisisKinds } from './crisis-multilingual.ts';
import { conceptOfKind, conceptsFound, decideTier } from './crisis-tier.ts';

/**
 * The crisis screen: runs on every entry, coach question and check-in reflection before (and regardless of) any
 * LLM, so crisis guidance never depends on a model being up or being right. Recall first: a miss shows nothing to
 * someone in danger, a false alarm shows a kind card.
 *
 * Nothing fires without a risk signal from the reviewed inventory (crisis-signals.ts): a wish to die, intent or a
 * plan, a method or means, an attempt, self-injury, threat or violence from another person, a goodbye. On an entry
 * that holds one, two layers weigh it (the tier comes from crisis-tier.ts), each about the person writing:
 * - rules (crisis-rules.ts): a short reviewed list of unmistakable first-person statements; a match is the crisis
 *   tier.
 * - model (crisis-model.ts): logistic regression over words, word pairs, negated words, letter sequences and
 *   word vectors (unseen wording near known wording counts), learned from labelled crises, hard look-alikes and
 *   ordinary entries (data/README.md); its probability gives the crisis tier above one threshold and the distress
 *   tier above a lower one, both chosen by cross-validation.
 * The LLM, when there is one, can add a tier afterwards (packages/core), never remove one.
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
  /** The risk signals found (CRISIS_CONCEPTS order), whether or not a tier was raised. */
  concepts: TCrisisConcept[];
  /** When a tier was raised by the model's reading: its strongest features in the deciding window (explain:crisis). */
  features: TFeatureWeight[];
  /** The language the screen read the text as (language.ts); only English is read by the rules and the model. */
  language: TLanguage;
}

/** The higher of two tiers (crisis > distress > none): a second opinion can add risk, never remove it. */
export function higherTier(a: TCrisisTier | null, b: TCrisisTier | null): TCrisisTier | null {
  if (a === 'crisis' || b === 'crisis') return 'crisis';
  return a ?? b;
}

// The shape lives with the shared schemas: the API answers with it too (GET /api/support/crisis-lines).
export { type TCrisisLine, ZCrisisLineSchema, ZCrisisLinesSchema } from '@innerweather/validators/support';
export { formatCrisisLine } from '@innerweather/validators/crisis-line-format';

export const DEFAULT_CRISIS_LINES: readonly TCrisisLine[] = [
  { name: '988 Suicide & Crisis Lifeline', region: 'US', contact: 'call or text 988' },
  { name: 'Samaritans', region: 'UK & ROI', contact: 'call 116 123' },
  { name: 'Find a helpline', region: 'International', contact: 'findahelpline.com' },
];

/** Screens one piece of writing. Pure and fast (well under 2 ms for 2,000 characters). */
export function screenForCrisis(text: string): TCrisisScreenResult {
  const { language } = detectLanguage(text);
  const quiet = { isCrisis: false, tier: null, kinds: [], layer: null, features: [], language };
  if (language !== 'en') return screenOtherLanguage(text, language);
  const sentences = splitSentences(text);
  if (sentences.length === 0) return { ...quiet, concepts: [] };
  const ruled = applyCrisisRules(sentences);
  const concepts = conceptsFound(sentences, ruled);
  if (concepts.length === 0) return { ...quiet, concepts };
  const features = sentences.map((sentence) => featuresOf(sentence, familiesOf));
  const probabilities = kindProbabilities(features);
  const tier = decideTier({ concepts, ruled, probabilities, thresholds: crisisThresholds });
  if (!tier) return { ...quiet, concepts };
  const model = crisisModelResult(probabilities);
  const kinds = CRISIS_KINDS.filter((kind) => ruled.includes(kind) || model.kinds.includes(kind));
  const layer = ruled.length > 0 ? 'rules' : 'model';
  return { isCrisis: true, tier, kinds, layer, concepts, features: strongestFeatures(features), language };
}

/**
 * Another language: English features would read noise, so only the short reviewed inventory of plain statements
 * counts (crisis-multilingual.ts): intent or danger is the crisis tier, a wish to die or self-harm the distress tier.
 */
function screenOtherLanguage(text: string, language: TLanguage): TCrisisScreenResult {
  const kinds = multilingualCrisisKinds(normaliseText(text));
  const concepts = CRISIS_CONCEPTS.filter((concept) => kinds.some((kind) => conceptOfKind[kind] === concept));
  const none = { isCrisis: false, tier: null, kinds, layer: null, concepts, features: [], language };
  if (kinds.length === 0) return none;
  const tier = kinds.includes('intent_to_die') || kinds.includes('danger_from_other') ? 'crisis' : 'distress';
  const ordered = CRISIS_KINDS.filter((kind) => kinds.includes(kind));
  return { ...none, isCrisis: true, tier, kinds: ordered, layer: 'rules' };
}

// ---------------------------------------------------------------------------------------------------------------
// Guidance

const CONCERNS: Record<TCrisisKind, string> = {
  intent_to_die: 'This entry suggests you may be planning to end your life.',
  suicidal_ideation: 'This entry suggests you may be having thoughts of ending your life.',
  self_harm: 'This entry suggests you may be hurting yourself.',
  danger_from_other: 'This entry suggests someone may be hurting or threatening you.',
};

const RECOMMENDATION_LIMIT = 1000;

function namedLines(lines: readonly TCrisisLine[], before: string, after: string): string {
  const named: string[] = [];
  for (const line of lines) {
    const candidate = [...named, formatCrisisLine(line)];
    if (`${before}${candidate.join('; ')}${after}`.length > RECOMMENDATION_LIMIT) break;
    named.push(formatCrisisLine(line));
  }
  return named.length > 0 ? `${before}${named.join('; ')}${after}` : '';
}

/**
 * The guidance item stored when the screen fires, written in advance (never generated, never quoting the entry).
 * Tier crisis: urgency immediate, the configured crisis lines and local emergency services. Tier distress: urgency
 * high, a gentle card that still names the crisis lines.
 */
export function crisisGuidance(
  lines: readonly TCrisisLine[] = DEFAULT_CRISIS_LINES,
  kinds: readonly TCrisisKind[] = [],
  tier: TCrisisTier = 'crisis',
): TGuidanceItem {
  if (tier === 'distress') {
    const opening =
      'Writing about hard things takes courage. If you are having thoughts of harming yourself, or someone is hurting you, you deserve support, and you can talk to someone today.';
    const closing = ' Reaching out early is a good thing to do, not a bother to anyone.';
    const named = namedLines(lines, ' Confidential help is there any time: ', '.');
    return {
      concern: 'Some of what you wrote sounds heavy, and we want to be sure you have support.',
      recommendation: `${opening}${named}${closing}`,
      reasoning:
        'Our automatic safety check noticed wording that sometimes goes with distress. It may be nothing, but we would rather mention where help is than stay silent.',
      urgency: 'high',
      professionalType: 'crisis_support',
    };
  }
  const ordered = CRISIS_KINDS.filter((kind) => kinds.includes(kind));
  const concern =
    ordered.length > 0
      ? ordered.map((kind) => CONCERNS[kind]).join(' ')
      : 'This entry suggests you may be in crisis or at risk of harm.';

  const opening =
    'Please reach out for support right now. If you are in immediate danger, call your local emergency number (for example 911, 999 or 112) or go to the nearest emergency department.';
  const otherPerson = ordered.includes('danger_from_other')
    ? ' If someone is hurting you, get to a safe place if you can, and tell someone you trust.'
    : '';
  const closing = " You don't have to face this alone.";
  const start = `${opening}${otherPerson}`;
  const named = namedLines(lines, `${start} You can talk to someone now: `, `.${closing}`);

  return {
    concern,
    recommendation: named || `${start}${closing}`,
    reasoning:
      'Our automatic safety check found wording in this entry that can signal a risk to your safety. It can be wrong, but your safety matters more than the chance of a false alarm.',
    urgency: 'immediate',
    professionalType: 'crisis_support',
  };
}

/** Screen and build guidance in one step: the guidance to store for this entry, or null when the screen is quiet. */
export function buildCrisisGuidance(
  text: string,
  lines: readonly TCrisisLine[] = DEFAULT_CRISIS_LINES,
): TGuidanceItem | null {
  const { tier, kinds } = screenForCrisis(text);
  return tier ? crisisGuidance(lines, kinds, tier) : null;
}
