/**
 * The coach's built-in library: short, evidence-based self-help strategies, used when no model answers (Ollama
 * down, ANALYZER=lexicon) and offered to the model as grounding. Each belongs to exactly one family; the chooser
 * (choose-strategies.ts) picks the family from the question and the recent pattern, then the strategy within it.
 */
import { SITUATION_STRATEGY_TEXTS } from './strategies-situation-data.ts';
import { STRATEGY_TEXTS } from './strategies-data.ts';
import { STRATEGY_TEXTS_MORE } from './strategies-more-data.ts';
import { LIFE_STRATEGY_TEXTS } from './strategies-life-data.ts';

export const STRATEGY_FAMILIES = [
  'grounding',
  'breathing',
  'cognitive_reframing',
  'behavioural_activation',
  'sleep_hygiene',
  'self_compassion',
  'problem_solving',
  'worry_time',
  'social_connection',
  'mindfulness',
  'anger_regulation',
  'physical_activity',
  'gratitude_savouring',
  'boundaries_assertiveness',
] as const;

export type TStrategyFamily = (typeof STRATEGY_FAMILIES)[number];

export interface TStrategy {
  id: string;
  family: TStrategyFamily;
  title: string;
  /** What to do, in two to four plain sentences addressed to the reader. */
  howTo: string;
  /** Why it helps, in one sentence: the evidence behind it in everyday words. */
  why: string;
  /** Words that make this strategy the best of its family for a question (lower-case stems). */
  cues: readonly string[];
  /** Fits only a question that names its subject (grief, study, workload): never given by rotation alone. */
  onlyWhenNamed?: boolean;
}

/**
 * Every strategy: the general ones grouped by family in the order of STRATEGY_FAMILIES (strategies-data.ts and strategies-more-data.ts), then
 * the ones written for a situation (strategies-situation-data.ts).
 */
export const STRATEGIES: readonly TStrategy[] = [
  ...STRATEGY_TEXTS,
  ...STRATEGY_TEXTS_MORE,
  ...SITUATION_STRATEGY_TEXTS,
  ...LIFE_STRATEGY_TEXTS,
];
