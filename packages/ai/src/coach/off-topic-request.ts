import { OFF_TOPIC_SUBJECTS, STATE_WORDS } from './off-topic-data.ts';
import {
  COPING_ASKS,
  FACT_ASKS,
  MEDICAL_SUBJECTS,
  MORE_SUBJECTS,
  REPAIR_ASKS,
  SUBJECT_ASKS,
} from './off-topic-request-data.ts';
import type { TOutOfScopeKind } from './out-of-scope-data.ts';
import { hasCue, normaliseQuestion } from './question-text.ts';
import { MEDICINES } from './scope-words-data.ts';

/**
 * Whether a question's request is for something outside a wellness coach's reach, whatever feeling surrounds it:
 * "I'm so stressed, what's the formula for compound interest?" asks for a formula. The clause that asks decides: a
 * fact ask ("translate", "formula for", "which … to buy"), or a plain ask ("what's", "how many", "can you write")
 * about an off-topic subject in the same clause, or a repair ask ("how do I fix it") with such a subject anywhere.
 * A request clause that asks how to feel or cope ("without spiralling", "deal with", "stressed") stays in scope.
 */

/** Clauses of a question: split at sentence ends, commas, colons and dashes. */
const clausesOf = (question: string): string[] =>
  question
    .split(/[.,;:!?\u2014\u2013]+|\s-\s/)
    .map((clause) => normaliseQuestion(clause))
    .filter((clause) => clause.trim().length > 0);

const SUBJECTS: ReadonlyArray<{ kind: TOutOfScopeKind; cues: readonly string[] }> = [
  { kind: 'medical', cues: MEDICINES },
  { kind: 'medical', cues: MEDICAL_SUBJECTS },
  ...Object.values(OFF_TOPIC_SUBJECTS),
  { kind: 'general', cues: MORE_SUBJECTS },
];

const subjectIn = (text: string): TOutOfScopeKind | null =>
  SUBJECTS.find(({ cues }) => cues.some((cue) => hasCue(text, cue)))?.kind ?? null;

const any = (text: string, cues: readonly string[]) => cues.some((cue) => hasCue(text, cue));

/** A request clause that asks about feelings or coping, which the coach answers. */
export const asksAboutCoping = (clause: string) => any(clause, STATE_WORDS) || any(clause, COPING_ASKS);

// "I write out a script and still hang up": the writer telling what they do, not asking for a script.
const TELLS_WHAT_I_DO =
  /^\s*i (?:write|wrote|try|tried|keep|kept|still|always|usually|already|even|just|literally|can't|cannot|couldn't|don't|didn't|end up|ended up|hang|go|went)\b/;

export function offTopicRequest(question: string): TOutOfScopeKind | null {
  const whole = normaliseQuestion(question);
  for (const clause of clausesOf(question)) {
    if (asksAboutCoping(clause) || TELLS_WHAT_I_DO.test(clause)) continue;
    const subject = subjectIn(clause);
    if (any(clause, FACT_ASKS)) return subject ?? 'general';
    if (subject && any(clause, SUBJECT_ASKS)) return subject;
    if (any(clause, REPAIR_ASKS)) {
      const elsewhere = subjectIn(whole);
      if (elsewhere) return elsewhere;
    }
  }
  return null;
}
