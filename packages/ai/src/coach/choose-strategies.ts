import { TRIED_GROUPS, TRIED_MARKERS, type TTriedGroup } from './already-tried-data.ts';
import { TOPIC_NAMES, TOPICS, type TTopicName } from './coach-topics-data.ts';
import { outOfScope, scoreTopics } from './coach-topics.ts';
import { FAMILY_CUES } from './family-cues-data.ts';
import type { TOutOfScopeKind } from './out-of-scope-data.ts';
import { findSituations, TOPIC_STRATEGIES, type TSituation } from './situations.ts';
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
function seedOf(text: string): number {
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
  /** What the question says was already tried, in the answer's words ("breathing exercises"); none of it is given. */
  tried: readonly string[];
  /** The answer leads with words to say to someone ('talk') or with being there for someone ('support'). */
  lead?: 'talk' | 'support';
}

/** A second topic counts when the question names it this strongly ("I feel stressed and I can't focus"). */
const SECOND_TOPIC = 4;
/** The topics a person names as what the question is about; the others (focus, worry, …) are read from side words. */
const CORE_TOPICS: ReadonlySet<TTopicName> = new Set([
  'sleep',
  'work_stress',
  'conflict',
  'grief',
  'loneliness',
  'motivation',
  'anxiety',
  'self_worth',
  'relationships',
  'anger',
  'habits',
  'study',
]);
/** A second situation counts when its cues weigh this much. */
const SECOND_SITUATION = 4;
/** A topic named this strongly, without a situation, is answered from its own strategies. */
const TOPIC_MIN = 3;

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
): TAnswerPlan {
  const text = normaliseQuestion(question);
  const ruledOut = ruledOutFor(text);
  const tried = alreadyTried(text);
  const triedIds = new Set(tried.flatMap((group) => group.ids));
  const plan = planFrom(
    question,
    text,
    recentPattern,
    new Set([...given, ...ruledOut, ...triedIds]),
    ruledOut,
    new Set([...ruledOut, ...triedIds]),
  );
  const usable = (s: TStrategy) => !ruledOut.has(s.id) && !triedIds.has(s.id);
  // A strategy ruled out for this question, or one the writer has already tried, yields even when nothing else was
  // found: the situation's or the topic's next one takes its place, as long as one remains.
  let kept = plan.strategies.filter(usable);
  if (kept.length === 0) {
    const next = [
      ...(plan.situation?.strategies ?? []),
      ...(plan.topic ? TOPIC_STRATEGIES[plan.topic] : []),
    ].find(usable);
    kept = next ? [next] : plan.strategies.filter((s) => !ruledOut.has(s.id));
  }
  if (kept.length === 0) kept = plan.strategies;
  const asked = question.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  let lead: TAnswerPlan['lead'];
  const support = STRATEGIES.find((s) => s.id === 'support-someone');
  const talk = talkStrategy(asked, text, plan, usable);
  if (
    support &&
    (ASKS_HOW_TO_SUPPORT.test(asked) || (ASKS_WHAT_TO_SAY.test(asked) && SOMEONE_STRUGGLES.test(asked)))
  ) {
    // Someone else is struggling: the answer is about being there for them, not a tip for the writer's own feelings.
    kept = [support];
    lead = 'support';
  } else if (talk && !kept.some((s) => TALK_IDS.has(s.id))) {
    kept = plan.situation && kept[0] ? [talk, kept[0]] : [talk];
    lead = 'talk';
  } else if (
    ASKS_TO_KEEP_IT_UP.test(asked) &&
    (plan.topic === undefined || KEEP_UP_TOPICS.has(plan.topic)) &&
    !kept.some((s) => KEEP_UP_IDS.has(s.id))
  ) {
    // "Done it three days then give up every time": the question is how to keep going, not how to start.
    const keep = STRATEGIES.find((s) => s.id === 'habit-small-goal');
    if (keep) kept = plan.situation && kept[0] ? [keep, kept[0]] : [keep];
  }
  return { ...plan, strategies: kept, tried: tried.map((group) => group.said), lead };
}

// "My son has been anxious", "she's really low", "he's gone quiet and withdrawn": someone else is struggling.
const SOMEONE_STRUGGLES =
  /\b(?:he|she|they|son|daughter|boy|girl|kid|child|husband|wife|partner|mum|mom|dad|friend|mate|pal|brother|sister|flatmate|colleague)(?:'s been|'s|'re| is| are| has been| seems| has gone| gets| feels| is being)? (?:really |so |very |quite |a bit )?(?:anxious|down|low|depressed|scared|frightened|worried|struggling|withdrawn|quiet|sad|grieving|stressed|lonely|upset|not coping)\b/;

// "How can I support her", "how do I help my dad feel less alone", "what can I do to help him": someone else's
// feelings, which stay in scope.
const ASKS_HOW_TO_SUPPORT =
  /\bhow (?:do|can|could|should) i (?:best )?(?:support|help (?:him|her|them|my|a friend|someone)|be there for|comfort|cheer (?:him|her|them) up|reach (?:him|her|them))\b|\bhow to (?:support|help (?:him|her|them|my|a friend|someone)|be there for|comfort)\b|\bwhat can i do (?:to help|for (?:him|her|them))\b|\bhow (?:do|can) (?:i|we) help (?:him|her|them)\b/;

/** What the question says the writer has already tried (already-tried-data.ts). */
function alreadyTried(text: string): TTriedGroup[] {
  if (!TRIED_MARKERS.some((cue) => hasCue(text, cue))) return [];
  return TRIED_GROUPS.filter((group) => group.cues.some((cue) => hasCue(text, cue)));
}

// "How do I make it stick", "I give up every time", "I last two nights then…": a habit that keeps lapsing.
const ASKS_TO_KEEP_IT_UP =
  /\b(?:make (?:it|them|this|the habit|it a habit) stick|stick (?:to|with) (?:it|them|anything)|keep (?:it|this|them) up|give up (?:every|after|by)|gave up (?:after|by)|fall off the wagon|fell off the wagon|last (?:one|two|three|a few|\d+) (?:days?|nights?|weeks?) (?:and |then )|(?:few|two|three|\d+) days (?:and |then )(?:i )?(?:give up|stop|quit))/;
const KEEP_UP_TOPICS: ReadonlySet<TTopicName> = new Set(['habits', 'exercise', 'motivation']);
const KEEP_UP_IDS = new Set(['habit-small-goal', 'habit-never-miss-twice']);

/** Strategies that say what to say to someone. */
const TALK_IDS = new Set([
  'boundary-dear',
  'boundary-no',
  'boundary-listen-first',
  'conflict-repair-message',
  'conflict-apology',
  'relationship-honest-talk',
  'anger-express',
  'anger-repair',
  'grief-say-it-now',
]);

// "What do I say to her", "how do I bring it up", "how do we discuss it", "without it turning into a row": a question
// that asks for words to say to someone.
const ASKS_WHAT_TO_SAY =
  /\b(?:what (?:do|should|can|would) i (?:even )?say|what to say|how (?:do|can|should|would) i (?:bring (?:it|this|that) up|raise (?:it|this|that)|tell (?!if |whether )|say (?:it|this|that|no)|word (?:it|this)|approach|talk to|confront|ask (?:him|her|them|my)|have (?:the|that|this) (?:conversation|talk))|how (?:do|can|should) we (?:discuss|talk|have (?:a|an|the) (?:proper |real |calm |honest |grown-up )?(?:conversation|talk|discussion))|how (?:do|can|should) i have (?:a|an|the) (?:proper |real |calm |honest |hard |difficult )?(?:conversation|talk)|how to (?:bring (?:it|this) up|raise (?:it|this)|tell (?:him|her|them|my)|talk to|approach|confront)|advice on how to say|without (?:it )?(?:turning into|blowing up|becoming) (?:a )?(?:row|fight|argument|up)?)/;

// "My wife", "our neighbour", "my boss": someone the words would be said to.
const NAMES_SOMEONE =
  /\b(?:my|our) (?:wife|husband|partner|boyfriend|girlfriend|fianc\w*|mum|mom|mother|dad|father|parents|sister|brother|son|daughter|boss|manager|friend|best friend|flatmate|housemate|roommate|neighbour|neighbor|colleague|coworker|co-worker|landlord|in-laws?|family|business partner|co-?founder|team)\b/;

const TALK_TOPICS: ReadonlySet<TTopicName> = new Set([
  'conflict',
  'relationships',
  'work_stress',
  'anger',
  'boundaries',
]);

/**
 * A strategy that gives the words, for a question that asks what to say to someone about a conflict, a relationship
 * or work: a no for a request to refuse, an honest talk with a partner, a repair after a rift, otherwise a prepared
 * request (describe, express, ask). Undefined when the question asks for no words.
 */
function talkStrategy(
  asked: string,
  text: string,
  plan: TAnswerPlan,
  usable: (s: TStrategy) => boolean,
): TStrategy | undefined {
  if (!ASKS_WHAT_TO_SAY.test(asked)) return undefined;
  if (plan.topic !== undefined && !TALK_TOPICS.has(plan.topic) && !NAMES_SOMEONE.test(asked))
    return undefined;
  const any = (cues: readonly string[]) => cues.some((cue) => hasCue(text, cue));
  const id = any([
    'say no',
    "can't take",
    'cant take',
    'turn down',
    'refuse',
    'another project',
    'take on more',
  ])
    ? 'boundary-no'
    : any([
          "haven't spoken",
          'havent spoken',
          'not speaking',
          'fell out',
          'falling out',
          'since the argument',
        ])
      ? 'conflict-repair-message'
      : plan.topic === 'relationships'
        ? 'relationship-honest-talk'
        : 'boundary-dear';
  const found = STRATEGIES.find((s) => s.id === id);
  return found && usable(found) ? found : undefined;
}

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
  unfit: ReadonlySet<string>,
): TAnswerPlan {
  const reading = readQuestion(question);
  const seed = seedOf(text);
  // A situation whose own first strategy the question rules out is a misreading ("cut up on the motorway" is not a
  // fear to face in steps).
  const [found, ...alsoFound] = findSituations(text, reading.topics).filter(
    (o) => !ruledOut.has(o.situation.strategies[0]?.id ?? ''),
  );
  const situation = found?.situation;
  const topic = situation?.topic ?? topTopic(reading.topics);
  if (situation) {
    // A second situation of another topic, named as clearly, gets its own first strategy; otherwise a second one
    // written for this situation, rotated by the question's words.
    // A core topic named more strongly than the situation's, with no situation of its own ("I feel lonely and I
    // cannot sleep"), gets its topic's first strategy, so both halves of the question are answered.
    const also = alsoFound.find((o) => o.situation.topic !== situation.topic && o.weight >= SECOND_SITUATION);
    const otherTopic = topTopic(reading.topics, situation.topic);
    const otherFirst =
      otherTopic !== undefined &&
      CORE_TOPICS.has(otherTopic) &&
      reading.topics[otherTopic] > reading.topics[situation.topic]
        ? TOPIC_STRATEGIES[otherTopic].find((s) => !avoid.has(s.id))
        : undefined;
    const strategies = pickFrom(
      situation.strategies,
      also?.situation.strategies[0] ?? otherFirst,
      seed,
      avoid,
      unfit,
    );
    return { reading, situation, topic, strategies, tried: [] };
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
    const [, second] = pickFrom([first, ...own.filter((s) => s !== first)], undefined, seed, avoid, unfit);
    // Unsure of the case (no situation, the topic named faintly): a second tip only of the same family or one the
    // question's own words point at; otherwise one well-fitting tip.
    const sure =
      second !== undefined && (second.family === first.family || familyCueScore(second.family, text) > 0);
    return {
      reading,
      situation,
      topic,
      strategies: second && sure ? [first, second] : [first],
      tried: [],
    };
  }
  const strategies = [first];
  if (leadScore > 0 && next && (next === otherFamily || familyCueScore(next, text) > 0))
    strategies.push(bestInFamily(next, text, seed + 1, avoid));
  return { reading, situation, topic, strategies, tried: [] };
}

/**
 * The first of `list` not given lately, then `also` (when it differs) or another of `list`, rotated by the seed.
 */
function pickFrom(
  list: readonly TStrategy[],
  also: TStrategy | undefined,
  seed: number,
  avoid: ReadonlySet<string>,
  unfit: ReadonlySet<string>,
): TStrategy[] {
  const fresh = list.filter((s) => !avoid.has(s.id));
  const pool = fresh.length > 0 ? fresh : list;
  const first = pool[0];
  if (!first) return [];
  // With every fresh one used, a second given lately beats none, but never one that does not fit the question.
  const rest = pool.filter((s) => s !== first);
  const usedBefore = list.find((s) => s !== first && !unfit.has(s.id));
  const second =
    also && also !== first && !avoid.has(also.id)
      ? also
      : (rest[seed % Math.max(1, rest.length)] ?? usedBefore);
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
