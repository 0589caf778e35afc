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

// "Can you book…", "could you sort out a table for 6", "reserve a room": a service the coach cannot perform.
const SERVICE_ASK =
  /\b(?:can|could|would|will) you (?:please )?(?:book|reserve|order|sort out|arrange|buy|pay|ring|email|find me|get me)\b|\bbook (?:me|us|a table|a flight|a hotel|a room|tickets?)\b|\breserve (?:a|me|us)\b|\b(?:make|create|design|draft|build|do) (?:me |us )?(?:a |an |the )?(?:powerpoint|presentation|slides?|slide deck|spreadsheet|cv|resume|website|logo|poster|report|cover letter)\b|\btable for (?:\d|two|three|four|five|six|eight)/;
// A sum asked for in words and figures: "what's 15% of 240", "how much is 23 times 17".
const SUM =
  /\d\s*(?:%|percent|per cent)\s*of\s*\d|\d\s*(?:[-+*x\u00d7^=]|times|plus|minus|divided by|multiplied by)\s*\d|\bsquare root of\b/;
const ASKS_SUM = /\b(?:what's|whats|what is|how much is|calculate|work out|=)/;

export function offTopicRequest(question: string): TOutOfScopeKind | null {
  const whole = normaliseQuestion(question);
  for (const raw of question
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[!?;\n]+|\.(?!\d)/)) {
    if (asksAboutCoping(normaliseQuestion(raw))) continue;
    if (SERVICE_ASK.test(raw) || (SUM.test(raw) && ASKS_SUM.test(raw))) return 'general';
  }
  for (const clause of clausesOf(question)) {
    if (asksAboutCoping(clause)) continue;
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
