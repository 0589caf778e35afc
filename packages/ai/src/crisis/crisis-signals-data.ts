/**
 * The reviewed inventory of risk signals (issue 21): the screen raises a tier only when an entry holds at least one of
 * these in the first person. The patterns live in one data file per family of concepts (crisis-signals-*-data.ts), the
 * everyday senses they share in crisis-signal-senses.ts. The learned model then weighs the signal and its context
 * (negation, another person, the past, fiction, idiom); it never raises a tier from style words alone, so an ordinary
 * day with none of these cannot fire, however it is written.
 *
 * Each concept is a short list of patterns over one normalised sentence (lower case, straight apostrophes,
 * text-features.ts). They are deliberately broad: a signal is a reason to read closely, not an alarm; look-alikes
 * ("killed it at the quiz", "Mum's pills") are the model's to weigh. Words with an everyday sense ("bridge",
 * "knife", "dying to") only count beside an act, a self or a death word.
 *
 * The tier a signal allows: the crisis tier (Immediate Support) only for intent or a plan, a method or means, an
 * attempt, a goodbye or putting affairs in order, or danger from another person; a wish to die or self-injury
 * alone allow the distress tier.
 */
import { ATTEMPT, GOODBYE, METHOD_OR_MEANS } from './crisis-signals-acts-data.ts';
import { THREAT_OR_VIOLENCE } from './crisis-signals-danger-data.ts';
import { SELF_INJURY } from './crisis-signals-injury-data.ts';
import { INTENT_OR_PLAN } from './crisis-signals-plan-data.ts';
import { WISH_TO_DIE } from './crisis-signals-self-data.ts';

export const CRISIS_CONCEPTS = [
  'wish_to_die',
  'intent_or_plan',
  'method_or_means',
  'attempt',
  'self_injury',
  'threat_or_violence',
  'goodbye',
] as const;
export type TCrisisConcept = (typeof CRISIS_CONCEPTS)[number];

/**
 * One list of alternations per concept (the inventory reviewers read; crisis-signals.ts compiles and applies it):
 * words and stems (a trailing `\w*` takes any ending) and short phrases. Ambiguous everyday words ("bridge",
 * "knife", "dying to") are in phrases with what makes them a risk. Each group is one regular expression.
 */
export const CONCEPT_WORDS: Record<TCrisisConcept, readonly (readonly string[])[]> = {
  wish_to_die: WISH_TO_DIE,
  intent_or_plan: INTENT_OR_PLAN,
  method_or_means: METHOD_OR_MEANS,
  attempt: ATTEMPT,
  self_injury: SELF_INJURY,
  threat_or_violence: THREAT_OR_VIOLENCE,
  goodbye: GOODBYE,
};
