import type { TTopicName } from './coach-topics-data.ts';
import { STRATEGIES } from './strategies.ts';

/**
 * What the writer says about their life that rules tips out: not drinking, being autistic, ADHD, night shifts, no
 * car, no money, children at home, sharing a home. Each is read from plain words only; a tip whose text conflicts is
 * not offered, and the constraint is named back in one sentence so the writer sees it was heard.
 */

export type TConstraintName =
  'sober' | 'autistic' | 'adhd' | 'night_shifts' | 'no_car' | 'no_money' | 'kids_at_home' | 'shared_home';

interface TConstraint {
  name: TConstraintName;
  said: RegExp;
  /** Words of a strategy's title or how-to that clash with the constraint. */
  clashes: RegExp;
  line: string;
  /** The topics whose usual advice the constraint changes: only there is it named back. */
  changes: readonly TTopicName[];
}

const CONSTRAINTS: readonly TConstraint[] = [
  {
    name: 'sober',
    changes: ['loneliness', 'habits', 'relationships', 'anxiety', 'work_stress', 'sleep', 'low_mood'],
    said: /\b(?:(?:i|we) (?:don't|dont|do not|can't|cant|no longer) drink|not drinking|non-?drinker|(?:i'm|i am|been|stay(?:ing)?) sober|sobriety|teetotal|in recovery|(?:stopped|quit|gave up|giving up) (?:drinking|alcohol|booze)|don't do alcohol|(?:i'm|i am) muslim)\b/,
    clashes: /\b(?:pubs?|bars?|a drink|drinks after|wine|beer|alcohol|happy hour)\b/,
    line: 'Since you don’t drink, nothing below depends on a pub or a drink: the ideas are built around doing something together instead.',
  },
  {
    name: 'autistic',
    changes: ['loneliness', 'anxiety', 'work_stress', 'study', 'relationships', 'sleep', 'focus'],
    said: /\b(?:autis(?:m|tic)|asperger'?s?|on the spectrum|sensory (?:overload|issues|sensitiv\w*)|overstimulat\w*|noise sensitiv\w*)\b/,
    clashes:
      /\b(?:part(?:y|ies)|big group|crowds?|networking|small talk|eye contact|language exchange|club for|club night|speed[- ]dating)\b|\bcaf[eé]/,
    line: 'Because you mention being autistic or sensitive to noise and crowds, I’ve kept to quiet, structured options with a clear purpose; it is fine to go at your own pace and to leave when you need to.',
  },
  {
    name: 'adhd',
    changes: ['habits', 'study', 'focus', 'motivation', 'work_stress', 'exercise', 'practical_problems'],
    said: /\b(?:adhd|add\b(?= (?:brain|diagnosis|meds))|attention deficit)\b/,
    clashes: /\b(?:an hour without a break|sit still|(?:60|90|sixty|ninety)[- ]minute)\b/,
    line: 'With ADHD, plans that rely on willpower tend to fade after a couple of weeks; what lasts is short blocks, reminders you can see, a little novelty and someone to check in with, so the ideas below lean that way.',
  },
  {
    name: 'night_shifts',
    changes: ['sleep', 'exercise', 'habits', 'relationships', 'loneliness', 'work_stress'],
    said: /\b(?:night shifts?|nights shifts|(?:work|working|on) nights|shift work(?:er)?|rotating shifts|block of nights)\b/,
    clashes:
      /\b(?:same time every day|daylight within an hour of waking|morning light|avoid (?:long )?naps|no naps)\b/,
    line: 'Working nights changes the usual sleep advice: your night falls in the daytime, so read “bedtime” as whenever your main sleep starts.',
  },
  {
    name: 'no_car',
    changes: ['exercise', 'loneliness'],
    said: /\b(?:(?:i )?(?:don't|dont|do not|can't|cant) drive|no car|(?:don't|dont|do not) have a car|without a car|can't afford a car)\b/,
    clashes: /\b(?:go for a drive|drive (?:to|out)|in the car|for the car)\b/,
    line: 'Without a car, everything below can be done at home, on foot or by bus.',
  },
  {
    name: 'no_money',
    changes: ['sleep', 'exercise', 'loneliness', 'habits', 'low_mood', 'practical_problems'],
    said: /\b(?:can't afford|cant afford|cannot afford|no money|skint|broke\b|tight on money|money is tight|on benefits|tight budget|can't pay for|no spare cash)\b/,
    clashes:
      /\b(?:gym membership|course fee|subscription|book a (?:massage|session)|pay for|buy yourself|paid app)\b/,
    line: 'With money tight, everything below is free.',
  },
  {
    name: 'kids_at_home',
    changes: ['sleep', 'exercise', 'habits', 'motivation', 'study', 'low_mood', 'focus', 'work_stress'],
    said: /\b(?:my (?:kids|children|toddler|baby|twins|little ones)|(?:single|lone) (?:mum|mom|dad|parent|father|mother)|(?:two|three|four|2|3|4) (?:kids|children)|kids at home|school run)\b/,
    clashes: /\b(?:lie-in|long bath|weekend away|an hour to yourself|whole evening to yourself)\b/,
    line: 'With children at home, these are small enough to fit around them, in minutes rather than hours.',
  },
  {
    name: 'shared_home',
    changes: ['sleep', 'study', 'focus', 'habits', 'exercise', 'conflict'],
    said: /\b(?:(?:live|living|stay(?:ing)?|moved back) (?:with|in with) my (?:parents|mum|mom|dad|family|in-laws)|back home with my parents|flatmates?|housemates?|roommates?|shared (?:house|flat|room)|share a (?:room|bedroom|flat|house))\b/,
    clashes:
      /\b(?:rearrange your bedroom|your own room|redecorat\w*|play music out loud|a room of your own)\b/,
    line: 'Sharing a home means less say over space and noise, so nothing below needs a room or a quiet house of your own.',
  },
];

const tidy = (question: string) => ` ${question.toLowerCase().replace(/[\u2018\u2019]/g, "'")} `;

/** The constraints a question states, in the order listed above. */
export function constraintsOf(question: string): TConstraintName[] {
  const text = tidy(question);
  return CONSTRAINTS.filter((c) => c.said.test(text)).map((c) => c.name);
}

/** The strategies that clash with a constraint the question states: they are never offered for it. */
export function ruledOutByConstraints(question: string): Set<string> {
  const text = tidy(question);
  const out = new Set<string>();
  for (const constraint of CONSTRAINTS) {
    if (!constraint.said.test(text)) continue;
    for (const s of STRATEGIES)
      if (constraint.clashes.test(`${s.title} ${s.howTo}`.toLowerCase())) out.add(s.id);
  }
  return out;
}

/** One sentence naming back the first constraint the question states that changes advice on its topic, or null. */
export function constraintLine(question: string, topic: TTopicName | undefined): string | null {
  if (!topic) return null;
  const text = tidy(question);
  return CONSTRAINTS.find((c) => c.changes.includes(topic) && c.said.test(text))?.line ?? null;
}
