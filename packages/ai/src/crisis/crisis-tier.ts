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
 * How the screen's layers make one tier, shared by the screen and by training (whose thresholds are chosen through
 * this very function, on out-of-fold probabilities):
 * 1. No risk signal (crisis-signals.ts), no tier: nothing fires from style words.
 * 2. A rule match (crisis-rules.ts) or the model's alarm reading at or above the distress threshold gives the
 *    distress tier.
 * 3. The crisis tier (Immediate Support) needs a signal of intent or a plan, a method or means, an attempt, a
 *    goodbye or danger from another person, and then either a rule of intent or danger, or the model's 'any'
 *    reading at or above the crisis threshold. A wish to die or self-injury alone stay at the distress tier.
 */
export interface TTierInput {
  /** The concepts found, rule matches included (conceptOfKind). */
  concepts: readonly TCrisisConcept[];
  /** The kinds the rules matched. */
  ruled: readonly TCrisisKind[];
  /** The model's class probabilities (kindProbabilities). */
  probabilities: readonly number[];
  thresholds: { crisis: number; distress: number };
}

/** The concept a rule of each kind states. */
export const conceptOfKind: Record<TCrisisKind, TCrisisConcept> = {
  suicidal_ideation: 'wish_to_die',
  intent_to_die: 'intent_or_plan',
  self_harm: 'self_injury',
  danger_from_other: 'threat_or_violence',
};

const IMMEDIATE_RULES: ReadonlySet<TCrisisKind> = new Set(['intent_to_die', 'danger_from_other']);

export function decideTier({ concepts, ruled, probabilities, thresholds }: TTierInput): TCrisisTier | null {
  if (concepts.length === 0) return null;
  const alarm = ruled.length > 0 || alarmOf(probabilities) >= thresholds.distress;
  if (!alarm) return null;
  if (!concepts.some((concept) => IMMEDIATE_CONCEPTS.has(concept))) return 'distress';
  if (ruled.some((kind) => IMMEDIATE_RULES.has(kind))) return 'crisis';
  return (probabilities[CRISIS_KINDS.length] ?? 0) >= thresholds.crisis ? 'crisis' : 'distress';
}

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
