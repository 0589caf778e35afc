/**
 * What a question to the coach is about (data, outside the house's line budget; read by coach-topics.ts).
 *
 * Each topic lists cues (word stems and phrases matched at the start of a word, with a weight) and the strategy
 * families that fit it, best first. `negatable` topics ignore a cue right after "not", "never" or "no longer"
 * ("I'm not lonely, just bored"); `otherPerson` sends a cue about someone else to another topic ("my partner is
 * always angry" is about conflict, not the reader's own anger).
 *
 * The topics' cues are in topics-*-data.ts, grouped by family of topics; what lies out of a wellness coach's scope
 * is in out-of-scope-data.ts, off-topic-data.ts and scope-words-data.ts.
 */
import type { TCue } from './family-cues-data.ts';
import type { TStrategyFamily } from './strategies.ts';
import { TOPICS_SLEEP_WORK_CONFLICT } from './topics-sleep-work-conflict-data.ts';
import { TOPICS_GRIEF_LONELY_MOTIVATION } from './topics-grief-lonely-motivation-data.ts';
import { TOPICS_ANXIETY_WORTH } from './topics-anxiety-worth-data.ts';
import { TOPICS_RELATIONS_ANGER_HABITS } from './topics-relations-anger-habits-data.ts';
import { TOPICS_STUDY_MORE } from './topics-study-more-data.ts';

interface TTopicData {
  families: readonly TStrategyFamily[];
  cues: readonly TCue[];
  negatable?: true;
  otherPerson?: TTopicName;
}

export const TOPIC_NAMES = [
  'sleep',
  'work_stress',
  'conflict',
  'grief',
  'loneliness',
  'motivation',
  'anxiety',
  'worry',
  'self_worth',
  'relationships',
  'anger',
  'habits',
  'study',
  'low_mood',
  'focus',
  'gratitude',
  'exercise',
  'boundaries',
  'practical_problems',
] as const;

export type TTopicName = (typeof TOPIC_NAMES)[number];

export const TOPICS: Record<TTopicName, TTopicData> = {
  ...TOPICS_SLEEP_WORK_CONFLICT,
  ...TOPICS_GRIEF_LONELY_MOTIVATION,
  ...TOPICS_ANXIETY_WORTH,
  ...TOPICS_RELATIONS_ANGER_HABITS,
  ...TOPICS_STUDY_MORE,
};

/** Names a blind set may use for a topic, mapped onto the inventory's own names (lower-case, "_" for spaces). */
export const TOPIC_ALIASES: Readonly<Record<string, TTopicName>> = {
  insomnia: 'sleep',
  work: 'work_stress',
  stress: 'work_stress',
  workplace_stress: 'work_stress',
  burnout: 'work_stress',
  arguments: 'conflict',
  bereavement: 'grief',
  loss: 'grief',
  isolation: 'loneliness',
  lonely: 'loneliness',
  procrastination: 'motivation',
  overthinking: 'worry',
  panic: 'anxiety',
  self_esteem: 'self_worth',
  confidence: 'self_worth',
  self_criticism: 'self_worth',
  relationship: 'relationships',
  family: 'relationships',
  friendship: 'relationships',
  anger_management: 'anger',
  habit: 'habits',
  studying: 'study',
  school: 'study',
  exams: 'study',
  depression: 'low_mood',
  sadness: 'low_mood',
  mindfulness: 'focus',
  physical_activity: 'exercise',
  assertiveness: 'boundaries',
  decision: 'practical_problems',
  decisions: 'practical_problems',
  money: 'practical_problems',
  finances: 'practical_problems',
  problem_solving: 'practical_problems',
};
