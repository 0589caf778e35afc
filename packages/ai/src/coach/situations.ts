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
import { directAnswers } from './form-answers.ts';
import { TOPIC_OPENING } from './situation-direct-data.ts';
import { TOPIC_DEFAULTS } from './situation-openings-data.ts';
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

/**
 * The sentences that open an answer: a direct answer of each form the question asks ("is it normal", "why", "how
 * long", "should I", "what do I say", "how do I stop / start"; form-answers.ts), from the situation where it holds
 * one, else from the topic; then what the situation is about, or, with no situation and no direct answer, the
 * topic's own first sentence. Null with no topic and no situation.
 */
export function openingFor(
  question: string,
  situation: TSituation | undefined,
  topic: TTopicName | undefined,
): string | null {
  const about = topic ?? situation?.topic;
  const direct = about ? directAnswers(question, situation, about) : [];
  const parts = [
    ...direct,
    situation?.opening ?? (direct.length === 0 && about ? TOPIC_OPENING[about] : null),
  ];
  const said = parts.filter((part): part is string => part !== null && part !== undefined);
  return said.length > 0 ? said.join(' ') : null;
}
