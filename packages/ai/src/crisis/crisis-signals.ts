/**
 * The reviewed inventory of risk signals (issue 21), applied: the concepts and their phrase families are in
 * crisis-signals-data.ts. The screen raises a tier only when an entry holds at least one of them in the first person.
 */
import type { TCrisisKind } from './crisis-kinds.ts';
import { CONCEPT_WORDS, CRISIS_CONCEPTS, type TCrisisConcept } from './crisis-signals-data.ts';
import { affirmedFields, withoutDeniedCells } from './crisis-template-fields.ts';

export { CRISIS_CONCEPTS, type TCrisisConcept } from './crisis-signals-data.ts';

/** Concepts that can carry the crisis tier; the others allow the distress tier only. */
export const IMMEDIATE_CONCEPTS: ReadonlySet<TCrisisConcept> = new Set([
  'intent_or_plan',
  'method_or_means',
  'attempt',
  'threat_or_violence',
  'goodbye',
]);

const r = String.raw;
const SELF = r`(?:i|i'm|i've|i'll|i'd|me|my|myself|mine|mi)`;

const CONCEPT_PATTERNS = Object.fromEntries(
  CRISIS_CONCEPTS.map((concept) => [
    concept,
    CONCEPT_WORDS[concept].map((alternatives) => new RegExp(r`\b(?:${alternatives.join('|')})\b`)),
  ]),
) as Record<TCrisisConcept, RegExp[]>;

/** First person: the writer (a pronoun), or a note with no other person named as its subject. */
const FIRST_PERSON = new RegExp(r`\b${SELF}\b`);
/** Another person who can be the danger: a pronoun or a person word. */
const ANOTHER =
  /\b(?:not safe|unsafe|(?:threw|hit|hits|pushed|kicked|slapped|punched|grabbed|choked|dragged) me|got hit|someone's|unknown number|who (?:did|put)|he|she|they|he's|she's|they're|his|her|their|him|them|hes|shes|theyll|ex|partner|husband|wife|boyfriend|girlfriend|bf|gf|fianc[eé]e?|dad|father|stepdad|stepmum|stepmom|mum|mom|mother|son|daughter|grandson|granddaughter|nephew|niece|carer|uncle|brother|sister|cousin|landlord|boss|coach|client|neighbour|neighbor|lads|man|guy|bloke|someone|somebody|family|in-law|mates?|stranger)\b/;
const near = (sentences: readonly string[], index: number, pattern: RegExp) =>
  [sentences[index - 1], sentences[index], sentences[index + 1]].some(
    (s) => s !== undefined && pattern.test(s),
  );
const OTHER_PERSON = /\b(?:he|she|they|he's|she's|they're|his|her|their|him|them)\b/;

export interface TCrisisSignal {
  concept: TCrisisConcept;
  /** Index of the sentence it was found in. */
  sentence: number;
}

/** The risk signals of an entry's normalised sentences, each concept at most once per sentence. */
export function findCrisisSignals(sentences: readonly string[]): TCrisisSignal[] {
  const found: TCrisisSignal[] = [];
  sentences.forEach((written, index) => {
    // A template's field answered no ("Thoughts of ending it: no") is no signal (crisis-template-fields.ts).
    const sentence = withoutDeniedCells(written);
    for (const concept of CRISIS_CONCEPTS) {
      if (!CONCEPT_PATTERNS[concept].some((pattern) => pattern.test(sentence))) continue;
      if (concept === 'threat_or_violence' && !near(sentences, index, ANOTHER)) continue;
      // Danger from another person is often told with the writer as object, or only implied ("he's outside").
      const own =
        concept === 'threat_or_violence' ||
        FIRST_PERSON.test(sentence) ||
        firstPersonNearby(sentences, index);
      if (!own) continue;
      found.push({ concept, sentence: index });
    }
  });
  return found;
}

/** The inventory's concepts in a short text (a template's field name), whoever it is about. */
export function conceptsInText(text: string): TCrisisConcept[] {
  return CRISIS_CONCEPTS.filter((concept) => CONCEPT_PATTERNS[concept].some((pattern) => pattern.test(text)));
}

/**
 * The concepts of a sentence's fields answered yes or with a number ("Cut: yes, thigh, 3" -> self_injury): the
 * writer's own template, so first person and present (crisis-template-fields.ts).
 */
export function affirmedFieldConcepts(sentence: string): TCrisisConcept[] {
  const fields = affirmedFields(sentence);
  return CRISIS_CONCEPTS.filter((concept) => fields.some((field) => conceptsInText(field).includes(concept)));
}

/**
 * The kinds a sentence's affirmed risk fields state, which the rules count (crisis-rules.ts): "Thoughts of ending
 * it: yes" says "I have thought of ending it today". A means or a plan named as a field ("Pills: 2", "Decision:
 * yes") is a medicine log or a choice as often as not, and stays the model's to weigh.
 */
export function affirmedFieldKinds(sentence: string): TCrisisKind[] {
  return affirmedFieldConcepts(sentence).flatMap((concept) => KIND_OF_FIELD[concept] ?? []);
}

const KIND_OF_FIELD: Partial<Record<TCrisisConcept, TCrisisKind>> = {
  wish_to_die: 'suicidal_ideation',
  attempt: 'intent_to_die',
  self_injury: 'self_harm',
};

/** A subjectless sentence ("Note's on the table.", "Pills counted.") belongs to the writer's neighbouring ones. */
function firstPersonNearby(sentences: readonly string[], index: number): boolean {
  if (!OTHER_PERSON.test(sentences[index]!)) return true;
  const near = [sentences[index - 1], sentences[index + 1]].filter((s): s is string => s !== undefined);
  return near.some((s) => FIRST_PERSON.test(s)) || sentences.length === 1;
}

/** The concepts of a set of signals, in CRISIS_CONCEPTS order. */
export function conceptsOf(signals: readonly TCrisisSignal[]): TCrisisConcept[] {
  return CRISIS_CONCEPTS.filter((concept) => signals.some((s) => s.concept === concept));
}
