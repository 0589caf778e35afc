import { TOPIC_NAMES, TOPICS, type TTopicName } from './coach-topics-data.ts';
import { outOfScope, scoreTopics } from './coach-topics.ts';
import { FAMILY_CUES } from './family-cues-data.ts';
import type { TOutOfScopeKind } from './out-of-scope-data.ts';
import { ruledOutByConstraints } from './question-constraints.ts';
import { alreadyTried } from './question-details.ts';
import type { TMatch } from './question-match.ts';
import { findSituations, SITUATIONS, TOPIC_STRATEGIES, type TSituation } from './situations.ts';
import { hasCue, normaliseQuestion } from './question-text.ts';
import { STRATEGY_EXCLUSIONS } from './strategy-exclusions-data.ts';
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
    families[family] = familyCueScore(family, text);
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
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** What the library answers a question with: the strategies that fit it, and the situation it was read as. */
export interface TAnswerPlan {
  reading: TQuestionReading;
  situation: TSituation | undefined;
  /** The topic the question is mostly about, if it names one. */
  topic: TTopicName | undefined;
  /** One or two strategies, each fitting the question: no second tip only to fill the space. */
  strategies: TStrategy[];
}

/** A second topic counts when the question names it this strongly ("I feel stressed and I can't focus"). */
const SECOND_TOPIC = 4;
/** A second situation counts when its cues weigh this much. */
const SECOND_SITUATION = 4;
/** A topic named this strongly, without a situation, is answered from its own strategies. */
const TOPIC_MIN = 3;
/** A topic named this strongly is clear enough for a second tip from its own list. */
const SURE_TOPIC = 8;

const familyCueScore = (family: TStrategyFamily, text: string) =>
  FAMILY_CUES[family].reduce((sum, [cue, weight]) => (hasCue(text, cue) ? sum + weight : sum), 0);

const topTopic = (topics: Record<TTopicName, number>, except?: TTopicName) => {
  const best = TOPIC_NAMES.filter((name) => name !== except && topics[name] > 0).sort(
    (a, b) => topics[b] - topics[a],
  )[0];
  return best;
};

/**
 * The strategies for a question. A question that fits a situation (situations.ts) gets that situation's first
 * strategy, then a second written for it (rotated by the question's words), or the best of another topic the
 * question names strongly. Otherwise the best family leads, and a second family only when the question also points
 * at it; a vague question gets the recent pattern's first family. Strategies in `avoid` yield where they can.
 */
export function planAnswer(
  question: string,
  recentPattern: TRecentPattern | null = null,
  given: ReadonlySet<string> = new Set(),
  meaning?: TMatch,
): TAnswerPlan {
  const text = normaliseQuestion(question);
  // Tips the writer tried, and tips their circumstances rule out (no drinking, night shifts), never come back.
  const tried = new Set([...alreadyTried(question), ...ruledOutByConstraints(question)]);
  const ruledOut = new Set([...ruledOutFor(text), ...tried]);
  const plan = planFrom(question, text, recentPattern, new Set([...given, ...ruledOut]), ruledOut, meaning);
  // A strategy ruled out for this question yields even when nothing else was found, as long as one remains; one the
  // writer says they tried never comes back: the topic's own list, or a kind word to self, stands in.
  const kept = plan.strategies.filter((s) => !ruledOut.has(s.id));
  if (kept.length > 0) return { ...plan, strategies: kept };
  const untried = plan.strategies.filter((s) => !tried.has(s.id));
  if (untried.length > 0) return { ...plan, strategies: untried };
  const own = plan.topic ? TOPIC_STRATEGIES[plan.topic] : [];
  const standIn =
    own.find((s) => !ruledOut.has(s.id)) ??
    own.find((s) => !tried.has(s.id)) ??
    strategyWithId('compassion-break');
  return { ...plan, strategies: [standIn] };
}

const strategyWithId = (id: string): TStrategy => {
  const found = STRATEGIES.find((s) => s.id === id);
  if (!found) throw new Error(`No coach strategy has the id ${id}`);
  return found;
};

/** The strategies this question's words rule out (strategy-exclusions-data.ts). */
function ruledOutFor(text: string): Set<string> {
  const out = new Set<string>();
  const any = (cues: readonly string[]) => cues.some((cue) => hasCue(text, cue));
  for (const [id, { when = [], unless = [], needs }] of Object.entries(STRATEGY_EXCLUSIONS)) {
    if ((any(when) && !any(unless)) || (needs && !any(needs))) out.add(id);
  }
  return out;
}

function planFrom(
  question: string,
  text: string,
  recentPattern: TRecentPattern | null,
  avoid: ReadonlySet<string>,
  ruledOut: ReadonlySet<string>,
  meaning?: TMatch,
): TAnswerPlan {
  const reading = readQuestion(question);
  const seed = seedOf(text);
  // A situation whose own first strategy the question rules out is a misreading ("cut up on the motorway" is not a
  // fear to face in steps).
  const keywordFound = findSituations(text, reading.topics).filter(
    (o) => !ruledOut.has(o.situation.strategies[0]?.id ?? ''),
  );
  const keywordTopic = topTopic(reading.topics);
  const keywordScore = keywordTopic ? reading.topics[keywordTopic] : 0;
  const { found, alsoFound, sureTopic } = withMeaning(keywordFound, keywordTopic, keywordScore, meaning);
  const situation = found?.situation;
  const topic = situation?.topic ?? sureTopic ?? topTopic(reading.topics);
  if (!situation && sureTopic) {
    // The examples are sure of the topic and no situation of it fits: the topic's own strategies, not the families
    // that its words happen to name.
    const own = TOPIC_STRATEGIES[sureTopic].filter((s) => !ruledOut.has(s.id));
    const picked = pickFrom(own.length > 0 ? own : TOPIC_STRATEGIES[sureTopic], undefined, seed, avoid);
    // With no situation and the topic's words faint, one tip rather than a loosely fitting second.
    const strategies = picked.slice(0, reading.topics[sureTopic] >= SURE_TOPIC ? 2 : 1);
    if (strategies.length > 0) return { reading, situation, topic, strategies };
  }
  if (situation) {
    // A second situation of another topic, named as clearly, gets its own first strategy; otherwise a second one
    // written for this situation, rotated by the question's words.
    const also = alsoFound.find((o) => o.situation.topic !== situation.topic && o.weight >= SECOND_SITUATION);
    const strategies = pickFrom(situation.strategies, also?.situation.strategies[0], seed, avoid);
    return { reading, situation, topic, strategies };
  }
  const other = topTopic(reading.topics, topic);
  const otherFamily =
    other !== undefined && reading.topics[other] >= SECOND_TOPIC ? TOPICS[other].families[0] : undefined;
  const ranked = rankFamilies(reading, recentPattern);
  const [lead = 'mindfulness', ...others] = ranked;
  const leadScore = reading.families[lead];
  const next = others.find(
    (family) =>
      family === otherFamily ||
      (reading.families[family] >= 3 && reading.families[family] >= 0.5 * leadScore),
  );
  // The lead family's strategy comes from the topic's own list when the list has one of that family; so does the
  // second, when the topic is named clearly and its list has another.
  const own = topic !== undefined && reading.topics[topic] >= TOPIC_MIN ? TOPIC_STRATEGIES[topic] : [];
  const ownFirst = own.find((s) => s.family === lead && !avoid.has(s.id));
  const first = leadScore > 0 && ownFirst ? ownFirst : bestInFamily(lead, text, 0, avoid);
  if (ownFirst && first === ownFirst) {
    const [, second] = pickFrom([first, ...own.filter((s) => s !== first)], undefined, seed, avoid);
    // Unsure of the case (no situation, the topic named faintly): a second tip only of the same family or one the
    // question's own words point at; otherwise one well-fitting tip.
    const sure =
      second !== undefined &&
      (topic === undefined ||
        reading.topics[topic] >= SURE_TOPIC ||
        second.family === first.family ||
        familyCueScore(second.family, text) > 0);
    return { reading, situation, topic, strategies: second && sure ? [first, second] : [first] };
  }
  const strategies = [first];
  if (leadScore > 0 && next) strategies.push(bestInFamily(next, text, seed + 1, avoid));
  return { reading, situation, topic, strategies };
}

/** The share of the nearest examples' vote that makes their topic outweigh the keyword reading. */
const MEANING_SURE = 0.6;
const MEANING_LEAN = 0.4;
const KEYWORDS_FAINT = 4;
const situationById = new Map(SITUATIONS.map((s) => [s.id, s]));
type TFound = ReturnType<typeof findSituations>;

/**
 * The keyword reading corrected by meaning (question-match.ts): when the nearest examples are sure of a topic, a
 * keyword situation of another topic yields to one of that topic (the keywords' own, else the examples'); with no
 * keyword situation, the examples' situation of the question's topic is taken.
 */
function withMeaning(
  keywordFound: TFound,
  keywordTopic: TTopicName | undefined,
  keywordScore: number,
  meaning: TMatch | undefined,
): { found: TFound[number] | undefined; alsoFound: TFound; sureTopic: TTopicName | undefined } {
  const [first, ...rest] = keywordFound;
  const topic =
    meaning && (TOPIC_NAMES as readonly string[]).includes(meaning.topic)
      ? (meaning.topic as TTopicName)
      : undefined;
  // Sure when most of the nearest examples agree, or when many do and the keywords name their topic only faintly.
  const sure =
    topic !== undefined &&
    meaning !== undefined &&
    (meaning.share >= MEANING_SURE || (meaning.share >= MEANING_LEAN && keywordScore < KEYWORDS_FAINT));
  const theirs =
    meaning?.situation && meaning.situationNearness >= SITUATION_NEAR
      ? situationById.get(meaning.situation)
      : undefined;
  const fromMeaning = theirs ? { situation: theirs, weight: SITUATION_WEIGHT } : undefined;
  // Keyword situations of another topic may still bring a second tip ("lonely and can't sleep"), unless the examples
  // are sure of the question's one topic.
  const otherTopics = (found: TFound[number] | undefined): TFound =>
    meaning && meaning.share < MEANING_SURE
      ? keywordFound.filter((o) => o.situation.topic !== found?.situation.topic)
      : [];
  if (sure && (first?.situation.topic ?? keywordTopic) !== topic) {
    const agreeing = keywordFound.filter((o) => o.situation.topic === topic);
    // A situation read by meaning keeps its own second tip: the keywords' other situations misread the question.
    const found = agreeing[0] ?? fromMeaning;
    return {
      found,
      alsoFound: found === fromMeaning ? otherTopics(found) : keywordFound.filter((o) => o !== found),
      sureTopic: topic,
    };
  }
  // A situation whose examples are clearly near outweighs a keyword situation of the same topic ("lying awake
  // listening for my wife" is a carer's night, not trouble dropping off).
  if (
    sure &&
    fromMeaning &&
    first &&
    first.situation.topic === topic &&
    meaning.situationNearness >= SITUATION_CLEAR
  )
    return { found: fromMeaning, alsoFound: otherTopics(fromMeaning), sureTopic: topic };
  if (!first && fromMeaning && (keywordTopic === undefined || keywordTopic === topic))
    return { found: fromMeaning, alsoFound: [], sureTopic: sure ? topic : undefined };
  return { found: first, alsoFound: rest, sureTopic: undefined };
}
/** How near a situation's examples must be for a situation found by meaning alone: a vague question gets none. */
const SITUATION_NEAR = 0.5;
/** How near a situation's examples must be to outweigh a keyword situation of the same topic. */
const SITUATION_CLEAR = 0.6;
/** The weight given to a situation found only by meaning. */
const SITUATION_WEIGHT = 3;

/**
 * The first of `list` not given lately, then `also` (when it differs) or another of `list`, rotated by the seed.
 */
function pickFrom(
  list: readonly TStrategy[],
  also: TStrategy | undefined,
  seed: number,
  avoid: ReadonlySet<string>,
): TStrategy[] {
  const fresh = list.filter((s) => !avoid.has(s.id));
  const pool = fresh.length > 0 ? fresh : list;
  const first = pool[0];
  if (!first) return [];
  const rest = pool.filter((s) => s !== first);
  const second = also && also !== first && !avoid.has(also.id) ? also : rest[seed % Math.max(1, rest.length)];
  return second ? [first, second] : [first];
}

/** Every family, best first for the question; the recent pattern breaks ties and leads when the question is vague. */
function rankFamilies(reading: TQuestionReading, recentPattern: TRecentPattern | null): TStrategyFamily[] {
  const scores = reading.families;
  const preferred = PATTERN_FAMILIES[recentPattern?.dominantEmotion ?? 'none'];
  // The pattern adds a little, enough to break a tie but never to outvote a cue the question names.
  const bonus = (family: TStrategyFamily) => {
    const at = preferred.indexOf(family);
    return at < 0 ? 0 : 0.3 - at * 0.1;
  };
  return [...STRATEGY_FAMILIES].sort(
    (a, b) =>
      scores[b] + bonus(b) - (scores[a] + bonus(a)) ||
      STRATEGY_FAMILIES.indexOf(a) - STRATEGY_FAMILIES.indexOf(b),
  );
}

/**
 * Up to `count` strategies from different families, best first, to ground the model: those of the plan, then
 * families that fit the question, then the recent pattern's in an order the question's words pick.
 */
export function chooseStrategies(
  question: string,
  recentPattern: TRecentPattern | null = null,
  count = 3,
  avoid: ReadonlySet<string> = new Set(),
): TStrategy[] {
  const plan = planAnswer(question, recentPattern, avoid);
  const chosen: TStrategy[] = [];
  for (const strategy of plan.strategies)
    if (!chosen.some((s) => s.family === strategy.family)) chosen.push(strategy);
  const scores = plan.reading.families;
  const ranked = rankFamilies(plan.reading, recentPattern);
  const text = normaliseQuestion(question);
  const seed = seedOf(text);
  const preferred = PATTERN_FAMILIES[recentPattern?.dominantEmotion ?? 'none'];
  const fitting = ranked.filter((family) => scores[family] > 0);
  const fill = preferred.filter((family) => !fitting.includes(family));
  const turn = seed % Math.max(1, fill.length);
  const order = [...new Set([...fitting, ...fill.slice(turn), ...fill.slice(0, turn), ...ranked])];
  for (const family of order) {
    if (chosen.length >= count) break;
    if (chosen.some((s) => s.family === family)) continue;
    chosen.push(bestInFamily(family, text, seed + chosen.length, avoid));
  }
  return chosen.slice(0, count);
}

/** The member of a family whose cues the question matches most; ties go to the member the seed points at. */
function bestInFamily(
  family: TStrategyFamily,
  text: string,
  seed: number,
  avoid: ReadonlySet<string>,
): TStrategy {
  const members = STRATEGIES.filter((strategy) => strategy.family === family && strategy.cues.length > 0);
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
