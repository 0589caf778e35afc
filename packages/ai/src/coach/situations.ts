import type { TTopicName } from './coach-topics-data.ts';
import { hasCue } from './question-text.ts';
import type { TSituationData } from './situation-shape.ts';
import { SITUATIONS_ANXIETY_WORTH } from './situations-anxiety-worth-data.ts';
import { SITUATIONS_CONFLICT_GRIEF } from './situations-conflict-grief-data.ts';
import { SITUATIONS_HABITS_STUDY } from './situations-habits-study-data.ts';
import { SITUATIONS_LIFE } from './situations-life-data.ts';
import { SITUATIONS_LONELY_MOTIVATION } from './situations-lonely-motivation-data.ts';
import { SITUATIONS_RELATIONS_ANGER } from './situations-relations-anger-data.ts';
import { SITUATIONS_SLEEP } from './situations-sleep-data.ts';
import { SITUATIONS_WORK } from './situations-work-data.ts';
import { TOPIC_HOW_LONG, TOPIC_OPENING, TOPIC_WHY } from './situation-direct-data.ts';
import { TOPIC_DEFAULTS, TOPIC_NORMAL } from './situation-openings-data.ts';
import { STRATEGIES, type TStrategy } from './strategies.ts';

/**
 * The situation a question is about inside its topic (situations-*-data.ts): waking at 3am rather than not falling
 * asleep, a coworker rather than a partner. A situation brings strategies written for it and an opening sentence
 * that speaks to it; a question that fits none is answered from its topic's families (choose-strategies.ts).
 */

export interface TSituation extends Omit<TSituationData, 'strategies'> {
  strategies: readonly TStrategy[];
}

/** The least weight of cues that makes a situation count. */
const SITUATION_MIN = 3;
/** A situation of a topic scoring under this share of the question's strongest topic needs CLEAR_SITUATION. */
const TOPIC_SHARE = 0.5;
const CLEAR_SITUATION = 6;

const strategyById = new Map(STRATEGIES.map((s) => [s.id, s]));

function lookUp(owner: string, id: string): TStrategy {
  const found = strategyById.get(id);
  if (!found) throw new Error(`${owner} names no strategy ${id}`);
  return found;
}

/** Every situation with its strategies looked up once: a misspelt id fails at start, not on a question. */
export const SITUATIONS: readonly TSituation[] = [
  ...SITUATIONS_SLEEP,
  ...SITUATIONS_WORK,
  ...SITUATIONS_CONFLICT_GRIEF,
  ...SITUATIONS_LONELY_MOTIVATION,
  ...SITUATIONS_ANXIETY_WORTH,
  ...SITUATIONS_RELATIONS_ANGER,
  ...SITUATIONS_HABITS_STUDY,
  ...SITUATIONS_LIFE,
].map((data) => ({
  ...data,
  strategies: data.strategies.map((id) => lookUp(`Situation ${data.id}`, id)),
}));

/** Each topic's own strategies for a question that fits none of its situations, looked up once. */
export const TOPIC_STRATEGIES = {} as Record<TTopicName, readonly TStrategy[]>;
for (const [topic, ids] of Object.entries(TOPIC_DEFAULTS) as Array<[TTopicName, readonly string[]]>)
  TOPIC_STRATEGIES[topic] = ids.map((id) => lookUp(`Topic ${topic}`, id));

/**
 * The situations a normalised question fits, best first: each needs one of its `needs` words (when it lists any)
 * and cues weighing at least SITUATION_MIN; its topic's score breaks ties.
 */
export function findSituations(
  text: string,
  topics: Record<TTopicName, number>,
): Array<{ situation: TSituation; weight: number }> {
  const found: Array<{ situation: TSituation; weight: number; score: number }> = [];
  const strongest = Math.max(...Object.values(topics));
  for (const situation of SITUATIONS) {
    // A situation of a topic the question hardly touches needs cues of its own that say so clearly.
    if (topics[situation.topic] < TOPIC_SHARE * strongest && situation.cues.length > 0) {
      const own = situation.cues.reduce((sum, [cue, w]) => (hasCue(text, cue) ? sum + w : sum), 0);
      if (own < CLEAR_SITUATION) continue;
    }
    if (situation.needs && !situation.needs.some((cue) => hasCue(text, cue))) continue;
    const weight = situation.cues.reduce((sum, [cue, w]) => (hasCue(text, cue) ? sum + w : sum), 0);
    if (weight < SITUATION_MIN) continue;
    found.push({ situation, weight, score: weight + 0.1 * topics[situation.topic] });
  }
  return found.sort((a, b) => b.score - a.score);
}

// "Is it normal to…", "is that ok?", "is something wrong with me?": a question that asks whether a feeling is normal.
const ASKS_NORMAL =
  /\b(?:is (?:it|that|this) (?:normal|ok|okay|common|bad|wrong|weird|strange|healthy|unusual)|am i (?:normal|weird|wrong|crazy)|is something wrong with me|is there something wrong with me|do other people|does everyone)\b/;

// "Why do I…", "why does my body…", "why can't I…", "… Why?": a question that asks for a reason.
const ASKS_WHY = /\bwhy (?:do|does|am|is|can't|cant|won't|can i|did)\b|\bwhy\s*\?/;
// "How long will it hurt", "how long does it take", "will that ever change?": a question that asks for a time.
const ASKS_HOW_LONG =
  /\bhow long (?:will|does|do|until|till|before|is|should|can|did)\b|\bwill (?:it|that|this) (?:ever )?(?:change|get easier|get better|stop|go away|ease|pass)\b/;

/**
 * The sentence that opens an answer: for a question that asks whether something is normal, the situation's (or the
 * topic's) answer to that first, or the topic's answer to "why" or "how long" when it asks that; then what the
 * situation is about, or, with no situation, the topic's own first sentence. Null with no topic.
 */
export function openingFor(
  question: string,
  situation: TSituation | undefined,
  topic: TTopicName | undefined,
): string | null {
  const asked = question.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const normal = ASKS_NORMAL.test(asked) ? (situation?.normal ?? (topic ? TOPIC_NORMAL[topic] : null)) : null;
  let direct: string | null = null;
  if (topic && normal === null) {
    if (ASKS_WHY.test(asked)) direct = situation?.why ?? TOPIC_WHY[topic];
    else if (ASKS_HOW_LONG.test(asked) && !situation?.answersHowLong) direct = TOPIC_HOW_LONG[topic] ?? null;
    if (direct === null && !situation) direct = TOPIC_OPENING[topic];
  }
  const parts = [normal, direct, situation?.opening ?? null].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}
