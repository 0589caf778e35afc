import { STRATEGIES, STRATEGY_FAMILIES, type TStrategy, type TStrategyFamily } from './strategies.ts';

/**
 * Chooses strategies from the built-in library for a question: a pure function of the question and the user's
 * recent pattern, so it can be tested on written questions and scored on a blind set.
 *
 * Each family has cues (word stems and phrases, some weighted); the question's cues decide the family. When the
 * question names nothing the library knows, the recent pattern does (anxious weeks get breathing, low weeks
 * behavioural activation, and so on). Within a family the strategy whose own cues match best comes first.
 */

export type TPatternEmotion = 'joy' | 'calm' | 'anxiety' | 'sadness' | 'anger';

/** The user's last two weeks, as far as the chooser needs it. */
export interface TRecentPattern {
  /** The emotion most entries were dominated by; null with no analysed entries. */
  dominantEmotion: TPatternEmotion | null;
  /** Analysed entries in the period. */
  entryCount: number;
}

type Cue = readonly [pattern: string, weight: number];

const FAMILY_CUES: Record<TStrategyFamily, readonly Cue[]> = {
  grounding: [
    ['panic attack', 4],
    ['panick', 3],
    ['panic', 3],
    ['spiral', 3],
    ['dissociat', 4],
    ['unreal', 3],
    ['detached', 3],
    ['out of my body', 4],
    ['flashback', 4],
    ['ground myself', 4],
    ['grounding', 4],
    ['zoning out', 3],
    ['zone out', 3],
    ['numb', 1],
    ['in the moment', 1],
    ['overwhelmed', 1],
    ['freak', 2],
    ['losing control', 2],
    ['losing it', 1],
    ['foggy', 2],
  ],
  breathing: [
    ['breath', 3],
    ['breathing', 3],
    ['hyperventilat', 4],
    ['chest', 2],
    ['heart racing', 3],
    ['heart pound', 3],
    ['heart is racing', 3],
    ['calm down', 2],
    ['calm my nerves', 3],
    ['nerves', 2],
    ['nervous', 2],
    ['jittery', 2],
    ['shaky', 2],
    ['shaking', 2],
    ['presentation', 2],
    ['interview', 2],
    ['exam', 2],
    ['public speaking', 3],
    ['speech', 2],
    ['on edge', 1],
    ['tense', 1],
    ['quickly calm', 2],
  ],
  cognitive_reframing: [
    ['negative thought', 4],
    ['negative thinking', 4],
    ['thoughts', 1],
    ['thinking', 1],
    ['failure', 3],
    ['a failure', 3],
    ['stupid', 2],
    ['useless', 2],
    ['not good enough', 2],
    ['catastroph', 4],
    ['worst', 2],
    ['always', 1],
    ['never', 1],
    ['everyone thinks', 3],
    ['they think', 2],
    ['judg', 2],
    ['assume', 2],
    ['conclusion', 3],
    ['mind read', 3],
    ['imposter', 3],
    ['impostor', 3],
    ['mistake', 2],
    ['criticis', 2],
    ['perspective', 2],
    ['reframe', 4],
    ['pessimis', 3],
    ['hates me', 2],
    ['hate me', 2],
    ['fraud', 3],
    ['believe', 1],
    ['see things differently', 3],
    ['blow things out', 3],
    ['fail', 2],
  ],
  behavioural_activation: [
    ['motivat', 3],
    ['out of bed', 4],
    ['get up', 1],
    ['no energy', 2],
    ['low energy', 2],
    ['lazy', 2],
    ['lost interest', 4],
    ['no interest', 3],
    ['nothing feels', 3],
    ["don't enjoy", 3],
    ['dont enjoy', 3],
    ['anything anymore', 3],
    ["don't want to do anything", 4],
    ['do anything', 2],
    ['stuck', 2],
    ['sofa', 2],
    ['couch', 2],
    ['bored', 2],
    ['pointless', 2],
    ['flat', 2],
    ['empty', 2],
    ['depress', 2],
    ['low mood', 3],
    ['down lately', 2],
    ['feel down', 2],
    ['blah', 2],
    ['days blur', 3],
    ['all day in', 2],
    ['hobbies', 2],
    ['routine', 1],
    ['inactive', 2],
    ['hard to start', 3],
    ['get going', 2],
  ],
  sleep_hygiene: [
    ['sleep', 4],
    ['insomnia', 5],
    ['asleep', 4],
    ['awake', 3],
    ['bedtime', 4],
    ['bed time', 4],
    ['3am', 3],
    ['3 am', 3],
    ['middle of the night', 3],
    ['nap', 2],
    ['tired', 2],
    ['exhausted', 2],
    ['nightmare', 3],
    ['wake up', 2],
    ['waking up', 2],
    ['caffeine', 2],
    ['rested', 2],
    ['at night', 1],
    ['night', 1],
    ['scroll', 1],
  ],
  self_compassion: [
    ['hard on myself', 5],
    ['beat myself up', 5],
    ['beating myself', 5],
    ['kind to myself', 5],
    ['kinder to myself', 5],
    ['self-critic', 5],
    ['self critic', 5],
    ['inner critic', 5],
    ['hate myself', 4],
    ['ashamed', 4],
    ['shame', 4],
    ['guilt', 2],
    ['guilty', 2],
    ['forgive myself', 5],
    ['compar', 3],
    ['not good enough', 2],
    ['worthless', 3],
    ['my body', 2],
    ['ugly', 2],
    ['perfectionis', 3],
    ['self-esteem', 3],
    ['self esteem', 3],
    ['disappointed in myself', 4],
    ['let everyone down', 3],
    ['my fault', 2],
    ['deserve', 2],
    ['love myself', 4],
    ['embarrass', 2],
  ],
  problem_solving: [
    ['problem', 3],
    ['decide', 4],
    ['decision', 4],
    ['choose between', 4],
    ['should i', 2],
    ['what should i do', 3],
    ['too much to do', 4],
    ['to-do', 3],
    ['to do list', 3],
    ['deadline', 3],
    ['procrastinat', 3],
    ['organis', 3],
    ['organiz', 3],
    ['plan', 1],
    ['prioriti', 3],
    ['money', 2],
    ['bills', 3],
    ['debt', 3],
    ['job search', 3],
    ['moving house', 3],
    ['sort out', 2],
    ['fix', 2],
    ['solve', 3],
    ['workload', 3],
    ['juggl', 3],
    ['where to start', 3],
    ['options', 2],
    ['tasks', 2],
    ['so much on my plate', 4],
  ],
  worry_time: [
    ['worry', 4],
    ['worried', 3],
    ['worrying', 4],
    ['what if', 4],
    ['ruminat', 4],
    ['overthink', 4],
    ["can't stop thinking", 4],
    ['cant stop thinking', 4],
    ['keep thinking about', 3],
    ['going round', 3],
    ['round and round', 3],
    ['on my mind', 2],
    ['anxious', 2],
    ['anxiety', 2],
    ['fret', 3],
    ['uncertain', 2],
    ['future', 1],
    ['health anxiety', 4],
    ['dread', 2],
    ['replay', 2],
  ],
  social_connection: [
    ['lonely', 5],
    ['loneliness', 5],
    ['alone', 3],
    ['isolat', 4],
    ['no friends', 5],
    ['friends', 2],
    ['friend', 1],
    ['nobody', 3],
    ['no one to talk', 5],
    ['talk to someone', 3],
    ['reach out', 3],
    ['connect', 2],
    ['disconnected', 3],
    ['new city', 3],
    ['moved to', 2],
    ['miss my', 2],
    ['family', 1],
    ['people', 1],
    ['social', 2],
    ['left out', 3],
    ['belong', 3],
    ['relationship', 1],
  ],
  mindfulness: [
    ['mindful', 5],
    ['meditat', 5],
    ['present', 3],
    ['in the moment', 2],
    ['autopilot', 4],
    ['racing mind', 3],
    ['mind races', 3],
    ['busy mind', 3],
    ['scattered', 3],
    ['distracted', 3],
    ["can't focus", 3],
    ['cant focus', 3],
    ['focus', 2],
    ['concentrat', 2],
    ['restless', 2],
    ['notice', 1],
    ['accept', 2],
    ['let go', 2],
    ['stillness', 3],
    ['slow down', 2],
    ['rushing', 2],
    ['feelings', 1],
    ['overwhelming feeling', 2],
  ],
  anger_regulation: [
    ['angry', 5],
    ['anger', 5],
    ['rage', 5],
    ['furious', 5],
    ['temper', 5],
    ['snap', 4],
    ['irritab', 4],
    ['irritated', 4],
    ['annoyed', 3],
    ['frustrat', 3],
    ['shout', 4],
    ['yell', 4],
    ['scream', 3],
    ['blow up', 4],
    ['lash out', 5],
    ['resent', 3],
    ['mad at', 4],
    ['pissed', 4],
    ['road rage', 5],
    ['argument', 2],
    ['fight', 2],
    ['boil', 2],
    ['short fuse', 5],
  ],
  physical_activity: [
    ['exercise', 5],
    ['workout', 5],
    ['gym', 5],
    ['walk', 3],
    ['running', 3],
    ['run ', 2],
    ['jog', 4],
    ['yoga', 4],
    ['stretch', 3],
    ['fitness', 4],
    ['active', 2],
    ['move more', 4],
    ['movement', 3],
    ['sitting all day', 4],
    ['sedentary', 4],
    ['desk all day', 4],
    ['physical', 3],
    ['body feels', 2],
    ['sport', 3],
    ['cycling', 3],
    ['swim', 3],
    ['steps', 2],
  ],
  gratitude_savouring: [
    ['grateful', 5],
    ['gratitude', 5],
    ['thankful', 5],
    ['appreciat', 4],
    ['savour', 5],
    ['savor', 5],
    ['good moments', 4],
    ['good things', 4],
    ['good day', 3],
    ['happy moments', 4],
    ['positive', 2],
    ['enjoy', 2],
    ['celebrat', 3],
    ['make it last', 4],
    ['hold on to', 2],
    ['hold onto', 2],
    ['joy', 3],
    ['happy', 2],
    ['went well', 3],
    ['blessing', 3],
    ['take for granted', 4],
  ],
  boundaries_assertiveness: [
    ['say no', 5],
    ['saying no', 5],
    ['boundar', 5],
    ['people pleas', 5],
    ['people-pleas', 5],
    ['assertive', 5],
    ['stand up for', 5],
    ['speak up', 4],
    ['taken advantage', 5],
    ['walk all over', 5],
    ['walks all over', 5],
    ['overcommit', 4],
    ['too many favours', 4],
    ['keeps asking', 3],
    ['always asks', 3],
    ['pressure', 2],
    ['demand', 2],
    ['confront', 3],
    ['push back', 4],
    ['guilt trip', 4],
    ['respect my', 3],
    ['my own needs', 3],
    ['everyone else first', 4],
    ['extra work', 2],
    ['boss', 1],
    ['in-laws', 2],
  ],
};

/** Families for a question that names nothing the library knows, by the dominant emotion of the last two weeks. */
const PATTERN_FAMILIES: Record<TPatternEmotion | 'none', readonly TStrategyFamily[]> = {
  anxiety: ['breathing', 'worry_time', 'grounding'],
  sadness: ['behavioural_activation', 'self_compassion', 'social_connection'],
  anger: ['anger_regulation', 'physical_activity', 'mindfulness'],
  joy: ['gratitude_savouring', 'social_connection', 'physical_activity'],
  calm: ['mindfulness', 'gratitude_savouring', 'physical_activity'],
  none: ['mindfulness', 'problem_solving', 'self_compassion'],
};

/** Lower-case, curly quotes straightened, spaces collapsed, padded so a cue like "run " can end a word. */
export function normaliseQuestion(question: string): string {
  return ` ${question
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z0-9'\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** Whether a cue occurs at the start of a word ("panic" matches "panicky", not "hispanic"). */
function hasCue(text: string, cue: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(cue, from);
    if (at < 0) return false;
    const before = text[at - 1];
    if (before === undefined || !/[a-z0-9]/.test(before)) return true;
    from = at + 1;
  }
}

/** Each family's cue score for a question (0 when none of its cues occur). */
export function scoreFamilies(question: string): Record<TStrategyFamily, number> {
  const text = normaliseQuestion(question);
  const scores = {} as Record<TStrategyFamily, number>;
  for (const family of STRATEGY_FAMILIES) {
    scores[family] = FAMILY_CUES[family].reduce(
      (sum, [cue, weight]) => (hasCue(text, cue) ? sum + weight : sum),
      0,
    );
  }
  return scores;
}

/**
 * Up to `count` strategies, each from a different family, best first. The question's cues rank the families;
 * the recent pattern breaks ties and fills the list when the question is vague.
 */
export function chooseStrategies(
  question: string,
  recentPattern: TRecentPattern | null = null,
  count = 3,
): TStrategy[] {
  const scores = scoreFamilies(question);
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
  return ranked.slice(0, count).map((family) => bestInFamily(family, text));
}

function bestInFamily(family: TStrategyFamily, text: string): TStrategy {
  const members = STRATEGIES.filter((strategy) => strategy.family === family);
  let best = members[0]!;
  let bestScore = -1;
  for (const strategy of members) {
    const score = strategy.cues.filter((cue) => hasCue(text, cue)).length;
    if (score > bestScore) {
      best = strategy;
      bestScore = score;
    }
  }
  return best;
}
