/**
 * The answer to "is it normal…" for each topic (data, read by situations.ts), used when the question's situation
 * has no answer of its own.
 */
import type { TTopicName } from './coach-topics-data.ts';

export const TOPIC_NORMAL: Record<TTopicName, string> = {
  sleep: 'It’s common: most people go through spells of poor sleep, often in stressful stretches.',
  work_stress: 'It’s common to feel this way about work, and it says more about the load than about you.',
  conflict:
    'It’s normal for people who matter to each other to clash sometimes; what counts is how you repair it.',
  grief: 'Yes, that is normal: grief has no timetable and shows itself differently in everyone.',
  loneliness:
    'It’s very common: loneliness comes to most people at some point, and it is a signal, not a flaw.',
  motivation:
    'It’s common for motivation to come and go; it usually follows action rather than coming first.',
  anxiety: 'It’s common, and it does not mean something is wrong with you.',
  worry: 'It’s common to worry like this, and worry is something you can learn to turn down.',
  self_worth: 'It’s very common to feel this way about yourself, even though it is rarely the whole truth.',
  relationships: 'It’s common: every close relationship has stretches like this.',
  anger: 'Yes, anger is a normal feeling; what matters is what you do with it.',
  habits: 'It’s normal: most habits take a few false starts before they stick.',
  study: 'It’s common to struggle with this, and it is usually about method, not ability.',
  low_mood:
    'It’s common to go through low spells; if it lasts for more than a couple of weeks, talk to a GP.',
  focus: 'It’s common: attention is easily pulled, especially when you are tired or stressed.',
  gratitude: 'It’s normal for it to feel forced at first; it gets easier with practice.',
  exercise: 'It’s common: most people find starting harder than keeping going.',
  boundaries: 'It’s common to find this hard, especially if you are used to putting others first.',
  practical_problems: 'It’s common to feel stuck with something like this; breaking it down usually helps.',
};

/**
 * The strategies for a question that names a topic but none of its situations, best first: the safest fits of the
 * topic (the first is given, the second rotates among the others).
 */
export const TOPIC_DEFAULTS: Record<TTopicName, readonly string[]> = {
  sleep: ['sleep-wind-down', 'sleep-fixed-wake', 'sleep-get-up'],
  work_stress: ['problem-steps', 'boundary-dear', 'mindful-breath-anchor'],
  conflict: ['boundary-listen-first', 'boundary-dear', 'anger-time-out'],
  grief: ['compassion-grief-waves', 'connect-remember', 'connect-share'],
  loneliness: ['connect-reach-out', 'connect-regular', 'connect-share'],
  motivation: ['activation-tiny-step', 'problem-next-action', 'activation-values'],
  anxiety: ['breathing-paced', 'worry-postpone', 'grounding-54321', 'reframe-traps'],
  worry: ['worry-postpone', 'worry-sort', 'reframe-traps'],
  self_worth: ['compassion-break', 'reframe-friend', 'reframe-traps'],
  relationships: ['connect-attention', 'boundary-dear', 'boundary-listen-first'],
  anger: ['anger-cues', 'anger-time-out', 'breathing-sigh'],
  habits: ['activation-habit-anchor', 'habit-swap', 'habit-never-miss-twice', 'habit-friction'],
  study: ['problem-study-blocks', 'study-plan', 'breathing-box'],
  low_mood: ['activation-tiny-step', 'activation-schedule', 'compassion-break'],
  focus: ['mindful-one-thing', 'problem-next-action'],
  gratitude: ['gratitude-three-good', 'gratitude-savour', 'gratitude-letter'],
  exercise: ['move-habit', 'move-walk'],
  boundaries: ['boundary-no', 'boundary-limits', 'boundary-dear'],
  practical_problems: ['problem-steps', 'problem-next-action'],
};
