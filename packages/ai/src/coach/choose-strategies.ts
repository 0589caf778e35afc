import { TOPIC_NAMES, TOPICS, type TOutOfScopeKind, type TTopicName } from './coach-topics-data.ts';
import { outOfScope, scoreTopics } from './coach-topics.ts';
import { FAMILY_CUES } from './family-cues-data.ts';
import { hasCue, normaliseQuestion } from './question-text.ts';
import { STRATEGIES, STRATEGY_FAMILIES, type TStrategy, type TStrategyFamily } from './strategies.ts';

/**
 * Chooses strategies from the built-in library for a question: a pure function of the question and the user's
 * recent pattern, so it can be tested on written questions and scored on a blind set.
 *
 * The question's topics (sleep, work stress, grief, … in coach-topics-data.ts) and each family's own cues
 * (family-cues-data.ts) decide the family. When the question names nothing the library knows, the recent pattern
 * does (anxious weeks get breathing, low weeks behavioural activation, and so on). Within a family the strategy
 * whose own cues match best comes first.
 */

export type TPatternEmotion = 'joy' | 'calm' | 'anxiety' | 'sadness' | 'anger';

/** The user's last two weeks, as far as the chooser needs it. */
export interface TRecentPattern {
  /** The emotion most entries were dominated by; null with no analysed entries. */
  dominantEmotion: TPatternEmotion | null;
  /** Analysed entries in the period. */
  entryCount: number;
}

/** Families for a question that names nothing the library knows, by the dominant emotion of the last two weeks. */
const PATTERN_FAMILIES: Record<TPatternEmotion | 'none', readonly TStrategyFamily[]> = {
  anxiety: ['breathing', 'worry_time', 'grounding'],
  sadness: ['behavioural_activation', 'self_compassion', 'social_connection'],
  anger: ['anger_regulation', 'physical_activity', 'mindfulness'],
  joy: ['gratitude_savouring', 'social_connection', 'physical_activity'],
  calm: ['mindfulness', 'gratitude_savouring', 'physical_activity'],
  none: ['mindfulness', 'problem_solving', 'self_compassion'],
};

/** How much a topic adds to the families that fit it, by their place in its list (coach-topics-data.ts). */
const TOPIC_FIT = [1, 0.6, 0.35, 0.2];

/** What the chooser read in a question: a score per topic and per family, and whether it is out of scope. */
export interface TQuestionReading {
  topics: Record<TTopicName, number>;
  families: Record<TStrategyFamily, number>;
  outOfScope: TOutOfScopeKind | null;
}

/**
 * Scores a question: each family gets its own cues' weights plus a share of each topic's score that it fits (the
 * first family a topic lists gets all of it, the next ones less).
 */
export function readQuestion(question: string): TQuestionReading {
  const text = normaliseQuestion(question);
  const topics = scoreTopics(text);
  const families = {} as Record<TStrategyFamily, number>;
  for (const family of STRATEGY_FAMILIES) {
    families[family] = FAMILY_CUES[family].reduce(
      (sum, [cue, weight]) => (hasCue(text, cue) ? sum + weight : sum),
      0,
    );
  }
  const familyCueTotal = STRATEGY_FAMILIES.reduce((sum, family) => sum + families[family], 0);
  let topicTotal = 0;
  for (const name of TOPIC_NAMES) {
    topicTotal += topics[name];
    TOPICS[name].families.forEach((family, at) => {
      families[family] += topics[name] * (TOPIC_FIT[at] ?? 0);
    });
  }
  return { topics, families, outOfScope: outOfScope(question, topicTotal, familyCueTotal) };
}

/** A small deterministic hash of the question (FNV-1a), so the same words rotate to the same choice. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * Up to `count` strategies, each from a different family, best first. The question's topics and cues rank the
 * families; the recent pattern breaks ties and fills the list when the question is vague. The first strategy is
 * the best fit of the best family; the others rotate with the question's words, so different questions do not all
 * end on the same tip. Strategies in `avoid` (given to the user lately) yield to another of their family.
 */
export function chooseStrategies(
  question: string,
  recentPattern: TRecentPattern | null = null,
  count = 3,
  avoid: ReadonlySet<string> = new Set(),
): TStrategy[] {
  const scores = readQuestion(question).families;
  const preferred = PATTERN_FAMILIES[recentPattern?.dominantEmotion ?? 'none'];
  // The pattern adds a little, enough to break a tie but never to outvote a cue the question names.
  const bonus = (family: TStrategyFamily) => {
    const at = preferred.indexOf(family);
    return at < 0 ? 0 : 0.3 - at * 0.1;
  };
  const ranked = [...STRATEGY_FAMILIES].sort(
    (a, b) =>
      scores[b] + bonus(b) - (scores[a] + bonus(a)) ||
      STRATEGY_FAMILIES.indexOf(a) - STRATEGY_FAMILIES.indexOf(b),
  );
  const text = normaliseQuestion(question);
  const seed = seedOf(text);
  const fitting = ranked.filter((family) => scores[family] > 0);
  // A vague question starts with the pattern's first family; past the families that fit, the pattern's others come
  // in an order the question's words pick.
  const lead = fitting.length > 0 ? fitting : ranked.slice(0, 1);
  const fill = preferred.filter((family) => !lead.includes(family));
  const turn = seed % Math.max(1, fill.length);
  const families = [...new Set([...lead, ...fill.slice(turn), ...fill.slice(0, turn), ...ranked])].slice(
    0,
    count,
  );
  return families.map((family, at) => bestInFamily(family, text, at === 0 ? 0 : seed + at, avoid));
}

/** The member of a family whose cues the question matches most; ties go to the member the seed points at. */
function bestInFamily(
  family: TStrategyFamily,
  text: string,
  seed: number,
  avoid: ReadonlySet<string>,
): TStrategy {
  const members = STRATEGIES.filter((strategy) => strategy.family === family);
  const named = (strategy: TStrategy) => strategy.cues.some((cue) => hasCue(text, cue));
  const fits = members.filter((strategy) => !strategy.onlyWhenNamed || named(strategy));
  const fresh = fits.filter((strategy) => !avoid.has(strategy.id));
  const pool = fresh.length > 0 ? fresh : fits;
  const start = seed % pool.length;
  const order = [...pool.slice(start), ...pool.slice(0, start)];
  let best = order[0]!;
  let bestScore = -1;
  for (const strategy of order) {
    const score = strategy.cues.filter((cue) => hasCue(text, cue)).length;
    if (score > bestScore) {
      best = strategy;
      bestScore = score;
    }
  }
  return best;
}
