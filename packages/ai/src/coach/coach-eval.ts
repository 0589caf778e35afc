import { TOPIC_ALIASES, TOPIC_NAMES, TOPICS } from './coach-topics-data.ts';
import { OUT_OF_SCOPE_LABELS } from './out-of-scope-data.ts';
import { libraryAnswer } from './library-reply.ts';
import type { TStrategyFamily } from './strategies.ts';

/**
 * Scores the built-in coach on labelled questions, in aggregate: a question labelled with a topic (or with
 * acceptable families) is a hit when the first strategy's family fits it; one labelled out of scope is a hit when it
 * gets the plain "outside what I can help with" answer. Used by eval:coach-blind and the dev-set test.
 */

/** `{ question, topic }` or `{ question, acceptable: [family, ...] }`; an empty `acceptable` means out of scope. */
export interface TLabelledQuestion {
  question: string;
  topic?: string;
  acceptable?: readonly string[];
}

export interface TCoachScore {
  /** Per label (topic name, first acceptable family, or "off_topic"): hits and questions. */
  byLabel: Map<string, { hits: number; of: number }>;
  onTopic: { hits: number; of: number; answeredAsOutOfScope: number };
  offTopic: { hits: number; of: number };
  /** Topic labels the inventory does not know (scored as misses). */
  unknownLabels: number;
}

const key = (label: string) =>
  label
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The label's acceptable families, 'off' for out of scope, or null for a topic the inventory does not know. */
function acceptableFor(item: TLabelledQuestion): {
  label: string;
  families: readonly string[] | 'off' | null;
} {
  if (item.acceptable !== undefined) {
    const off =
      item.acceptable.length === 0 || item.acceptable.some((f) => OUT_OF_SCOPE_LABELS.includes(key(f)));
    return {
      label: off ? 'off_topic' : (item.acceptable[0] ?? 'unlabelled'),
      families: off ? 'off' : item.acceptable,
    };
  }
  const label = key(item.topic ?? '');
  if (OUT_OF_SCOPE_LABELS.includes(label)) return { label: 'off_topic', families: 'off' };
  const name = (TOPIC_NAMES as readonly string[]).includes(label)
    ? (label as (typeof TOPIC_NAMES)[number])
    : TOPIC_ALIASES[label];
  return { label, families: name ? TOPICS[name].families : null };
}

export function scoreCoachAnswers(items: readonly TLabelledQuestion[]): TCoachScore {
  const score: TCoachScore = {
    byLabel: new Map(),
    onTopic: { hits: 0, of: 0, answeredAsOutOfScope: 0 },
    offTopic: { hits: 0, of: 0 },
    unknownLabels: 0,
  };
  for (const item of items) {
    const { label, families } = acceptableFor(item);
    const answer = libraryAnswer(item.question, null);
    const first: TStrategyFamily | undefined = answer.strategies[0]?.family;
    let hit: boolean;
    if (families === 'off') {
      hit = answer.outOfScope !== null;
      score.offTopic.of++;
      if (hit) score.offTopic.hits++;
    } else {
      if (families === null) score.unknownLabels++;
      hit = first !== undefined && families !== null && families.includes(first);
      score.onTopic.of++;
      if (hit) score.onTopic.hits++;
      if (answer.outOfScope !== null) score.onTopic.answeredAsOutOfScope++;
    }
    const tally = score.byLabel.get(label) ?? { hits: 0, of: 0 };
    tally.of++;
    if (hit) tally.hits++;
    score.byLabel.set(label, tally);
  }
  return score;
}
