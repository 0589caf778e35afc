import { CRISIS_KINDS, type TCrisisKind, type TCrisisTier } from './crisis-kinds.ts';
import { alarmOf } from './crisis-model.ts';
import {
  conceptsOf,
  CRISIS_CONCEPTS,
  findCrisisSignals,
  IMMEDIATE_CONCEPTS,
  type TCrisisConcept,
  type TCrisisSignal,
} from './crisis-signals.ts';

/**
 * How the screen's layers make one tier, shared by the screen and by training (which chooses the thresholds through
 * this very function, on out-of-fold probabilities grouped by writer):
 * 1. The model's alarm reading must reach a threshold set by what the inventory found (crisis-signals.ts):
 *    `distress` beside a framed signal (a phrase, an unmistakable word, a rule), the higher `bare` beside bare
 *    everyday words only ("knife", "tablets", "dying"), the highest, `unlisted`, with no signal unless `short`; the
 *    shipped model records none (train-crisis.ts): a tier needs a concept, and that path fired on style words.
 * 2. A rule match (crisis-rules.ts) gives a tier whatever the model reads.
 * 3. The crisis tier (Immediate Support): a rule of intent or danger, or intent, a plan, means, an attempt, a
 *    goodbye or danger in its risk sense (holdsImmediateRisk) and the 'any' reading at or above the crisis threshold.
 */
export interface TTierInput {
  /** The concepts found, rule matches included (conceptOfKind). */
  concepts: readonly TCrisisConcept[];
  /** Whether a signal was framed (TCrisisSignal.framed) or a rule matched. */
  framed: boolean;
  short?: boolean;
  /** The kinds the rules matched. */
  ruled: readonly TCrisisKind[];
  /** An Immediate concept in its risk sense (holdsImmediateRisk); not given, any Immediate concept counts. */
  immediate?: boolean;
  /** The model's class probabilities (kindProbabilities). */
  probabilities: readonly number[];
  thresholds: TTierThresholds;
}

/** The alarm readings a tier needs (chosen by grouped cross-validation) and the 'any' reading the crisis tier needs. */
export interface TTierThresholds {
  crisis: number;
  /** Beside a framed signal; `bare` (else `distress`) beside bare words only; `unlisted` (else none) no signal. */
  distress: number;
  bare?: number;
  unlisted?: number;
}

/** The alarm reading an entry needs for a tier, from what the inventory found in it. */
export function alarmThreshold(
  { concepts, framed, short }: Pick<TTierInput, 'concepts' | 'framed' | 'short'>,
  thresholds: TTierThresholds,
): number {
  if (concepts.length === 0) return short ? Infinity : (thresholds.unlisted ?? Infinity);
  return framed ? thresholds.distress : (thresholds.bare ?? thresholds.distress);
}

/** The concept a rule of each kind states. */
export const conceptOfKind: Record<TCrisisKind, TCrisisConcept> = {
  suicidal_ideation: 'wish_to_die',
  intent_to_die: 'intent_or_plan',
  self_harm: 'self_injury',
  danger_from_other: 'threat_or_violence',
};

/**
 * Whether the no-signal path may read an entry: not when self-harm is its likeliest kind. The inventory lists
 * self-injury and its means in their risk senses, so unlisted such a reading is an everyday sense (a razor to shave).
 */
export function unlistedReadable(probabilities: readonly number[]): boolean {
  const kinds = probabilities.slice(0, CRISIS_KINDS.length);
  return CRISIS_KINDS[kinds.indexOf(Math.max(...kinds))] !== 'self_harm';
}

export function decideTier(input: TTierInput): TCrisisTier | null {
  const { concepts, ruled, probabilities, thresholds } = input;
  if (concepts.length === 0 && !unlistedReadable(probabilities)) return null;
  if (ruled.length === 0 && alarmOf(probabilities) < alarmThreshold(input, thresholds)) return null;
  if (ruled.includes('intent_to_die') || ruled.includes('danger_from_other')) return 'crisis';
  if (!(input.immediate ?? concepts.some((concept) => IMMEDIATE_CONCEPTS.has(concept)))) return 'distress';
  return (probabilities[CRISIS_KINDS.length] ?? 0) >= thresholds.crisis ? 'crisis' : 'distress';
}

export const isShort = (sentences: readonly string[]): boolean =>
  sentences.length < 2 && (sentences[0] ?? '').split(/\s+/).length < 15;

/** Whether an entry's signals are framed: a framed signal, or a rule match. */
export const isFramed = (signals: readonly TCrisisSignal[], ruled: readonly TCrisisKind[]): boolean =>
  ruled.length > 0 || signals.some((signal) => signal.framed);

/** The concepts of an entry: the inventory's signals (findCrisisSignals) and what the rules matched. */
export function conceptsFromSignals(
  signals: readonly TCrisisSignal[],
  ruled: readonly TCrisisKind[],
): TCrisisConcept[] {
  const found = new Set([...conceptsOf(signals), ...ruled.map((kind) => conceptOfKind[kind])]);
  return CRISIS_CONCEPTS.filter((concept) => found.has(concept));
}

/** The concepts of an entry's normalised sentences: the inventory's signals and what the rules matched. */
export function conceptsFound(sentences: readonly string[], ruled: readonly TCrisisKind[]): TCrisisConcept[] {
  return conceptsFromSignals(findCrisisSignals(sentences), ruled);
}
