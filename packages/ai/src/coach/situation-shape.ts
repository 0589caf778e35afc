import type { TTopicName } from './coach-topics-data.ts';
import type { TCue } from './family-cues-data.ts';

/**
 * A situation inside a topic (situations-*-data.ts): the particular thing a question is about, such as waking at 3am
 * rather than not falling asleep, or a pet's death rather than a parent's. It counts when one of its `needs` words
 * occurs (if it lists any) and its cues weigh at least 3. Its strategies all fit it, best first; its `opening`
 * speaks to the situation before the strategies, and `normal` answers "is it normal / is it ok" first.
 */
export interface TSituationData {
  id: string;
  topic: TTopicName;
  needs?: readonly string[];
  cues: readonly TCue[];
  strategies: readonly string[];
  opening: string;
  normal?: string;
  /** Answers "why does this happen", in place of the topic's answer. */
  why?: string;
  /** The opening already says how long it lasts, so a "how long" question gets no second answer. */
  answersHowLong?: boolean;
}
