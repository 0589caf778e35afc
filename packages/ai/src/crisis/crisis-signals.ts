/**
 * The reviewed inventory of risk signals (issue 21), applied: the concepts and their phrase families are in
 * crisis-signals-data.ts. The screen raises a tier only when an entry holds at least one of them in the first person.
 */
import { CONCEPT_WORDS, CRISIS_CONCEPTS, type TCrisisConcept } from './crisis-signals-data.ts';
import {
  decisionWord,
  everydaySenses,
  sensesBesideContext,
  settingWord,
  withinSense,
} from './crisis-signals-everyday-data.ts';
import { matchesOf } from './pattern-matches.ts';

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
    CONCEPT_WORDS[concept].map((alternatives) => new RegExp(r`\b(?:${alternatives.join('|')})\b`, 'g')),
  ]),
) as Record<TCrisisConcept, RegExp[]>;

/**
 * Words that name the risk itself wherever they stand: a signal told in one of them, or in a phrase of two words or
 * more ("end it all", "took them all", "to my thigh"), is framed; one told only in a bare everyday word ("knife",
 * "tablets", "cut", "dying", "ready", a goodbye party) is not, and needs a stronger reading of the model
 * (crisis-tier.ts).
 */
const UNMISTAKABLE =
  /^(?:suicid\w*|overdos\w*|self[- ]?harm\w*|noose|ligature|unalive|kms|stockpil\w*|hoard\w*|stash\w*|goodbye\w*(?! (?:party|parties|do|drinks|lunch|dinner|card|cards|present|gift|cake|meal|bash)\b)|farewell(?! (?:party|parties|do|drinks|lunch|dinner|card|cards|present|gift|cake|meal|bash|tour)\b)|lethal|threat\w*)\b/;

interface TFound {
  /** Told in a phrase or an unmistakable word, not in bare everyday words only. */
  framed: boolean;
  /** Some match is in its risk sense: not in an everyday sense, and framed or a bare word that is not a setting. */
  risk: boolean;
  /** Some match is a decision or readiness told plainly (decisionWord): intent beside a wish to die. */
  decision: boolean;
}

/** Whether a concept is found in a sentence, framed (UNMISTAKABLE) or in bare words only, and in its risk sense. */
function conceptIn(concept: TCrisisConcept, sentence: string, before: string): TFound | null {
  let [seen, framed, risk, decision] = [false, false, false, false];
  // The senses of the concept in this sentence, read once on its first match: those the sentence before decides
  // (no signal at all) and the everyday ones (no risk sense).
  let besides: Array<[number, number]> | undefined;
  let senses: Array<[number, number]> | undefined;
  for (const pattern of CONCEPT_PATTERNS[concept]) {
    for (const match of matchesOf(pattern, sentence)) {
      besides ??= sensesBesideContext(concept, sentence, before);
      if (withinSense(besides, match.index, match[0].length)) continue;
      const phrase = /\s/.test(match[0].trim()) || UNMISTAKABLE.test(sentence.slice(match.index));
      senses ??= everydaySenses(concept, sentence);
      const inRiskSense =
        !withinSense(senses, match.index, match[0].length) && (phrase || !settingWord(match[0]));
      [seen, framed, risk] = [true, framed || phrase, risk || inRiskSense];
      decision ||= concept === 'intent_or_plan' && decisionWord(match[0]);
      // In its risk sense and framed, the signal is all it can be: `decision` only matters when it is not.
      if (framed && risk) return { framed, risk, decision };
    }
  }
  return seen ? { framed, risk, decision } : null;
}

/** First person: the writer (a pronoun), or a note with no other person named as its subject. */
const FIRST_PERSON = new RegExp(r`\b${SELF}\b`);
/** Another person who can be the danger: a pronoun or a person word. */
const ANOTHER =
  /\b(?:not safe|unsafe|(?:threw|hit|hits|pushed|kicked|slapped|punched|grabbed|choked|dragged|cornered|corners|pinned) me|got hit|someone's|unknown number|who (?:did|put)|he|she|they|he's|she's|they're|his|her|their|him|them|hes|shes|theyll|ex|partner|husband|wife|boyfriend|girlfriend|bf|gf|fianc[eé]e?|dad|father|stepdad|stepmum|stepmom|mum|mom|mother|son|daughter|grandson|granddaughter|nephew|niece|carer|uncle|brother|sister|cousin|landlord|boss|manager|supervisor|consultant|colleague|teacher|tutor|lecturer|sergeant|officer|pastor|priest|instructor|coach|client|neighbour|neighbor|lads|man|guy|bloke|someone|somebody|family|in-law|mates?|stranger)\b/;
const near = (sentences: readonly string[], index: number, pattern: RegExp) =>
  [sentences[index - 1], sentences[index], sentences[index + 1]].some(
    (s) => s !== undefined && pattern.test(s),
  );
const OTHER_PERSON = /\b(?:he|she|they|he's|she's|they're|his|her|their|him|them)\b/;

export interface TCrisisSignal {
  concept: TCrisisConcept;
  /** Index of the sentence it was found in. */
  sentence: number;
  /** Told in a phrase or an unmistakable word, not in a bare everyday word alone (UNMISTAKABLE). */
  framed: boolean;
  /**
   * In its risk sense (crisis-signals-everyday-data.ts): not a phrase in an everyday sense (a chain worn round the
   * neck, a service one works at), not a bare word naming only a setting ("enough", "frightened", "chemist"). Only
   * such a signal of an IMMEDIATE_CONCEPTS concept can carry the crisis tier (crisis-tier.ts).
   */
  risk: boolean;
  /** Intent told as a plain decision or readiness (decisionWord): the crisis tier beside a wish to die. */
  decision: boolean;
}

/** The risk signals of an entry's normalised sentences, each concept at most once per sentence. */
export function findCrisisSignals(sentences: readonly string[]): TCrisisSignal[] {
  const signals: TCrisisSignal[] = [];
  sentences.forEach((sentence, index) => {
    for (const concept of CRISIS_CONCEPTS) {
      const found = conceptIn(concept, sentence, sentences[index - 1] ?? '');
      if (!found) continue;
      if (concept === 'threat_or_violence' && !near(sentences, index, ANOTHER)) continue;
      // Danger from another person is often told with the writer as object, or only implied ("he's outside").
      const own =
        concept === 'threat_or_violence' ||
        FIRST_PERSON.test(sentence) ||
        firstPersonNearby(sentences, index);
      if (!own) continue;
      signals.push({ concept, sentence: index, ...found });
    }
  });
  return signals;
}

/** A subjectless sentence ("Note's on the table.", "Pills counted.") belongs to the writer's neighbouring ones. */
function firstPersonNearby(sentences: readonly string[], index: number): boolean {
  if (!OTHER_PERSON.test(sentences[index]!)) return true;
  const near = [sentences[index - 1], sentences[index + 1]].filter((s): s is string => s !== undefined);
  return near.some((s) => FIRST_PERSON.test(s)) || sentences.length === 1;
}

/**
 * Whether an entry holds intent, a plan, means, an attempt, a goodbye or danger in its risk sense: what the crisis
 * tier (Immediate Support) asks for besides the model's reading. Setting words ("enough", "chemist", "frightened")
 * and phrases in an everyday sense allow the distress tier only.
 */
export const holdsImmediateRisk = (signals: readonly TCrisisSignal[]): boolean =>
  signals.some(
    (signal) =>
      IMMEDIATE_CONCEPTS.has(signal.concept) &&
      (signal.risk || (signal.decision && besideWishToDie(signals, signal))),
  );

/** A wish to die in its risk sense in the same or a neighbouring sentence. */
const besideWishToDie = (signals: readonly TCrisisSignal[], at: TCrisisSignal): boolean =>
  signals.some((s) => s.concept === 'wish_to_die' && s.risk && Math.abs(s.sentence - at.sentence) <= 1);

/** The concepts of a set of signals, in CRISIS_CONCEPTS order. */
export function conceptsOf(signals: readonly TCrisisSignal[]): TCrisisConcept[] {
  return CRISIS_CONCEPTS.filter((concept) => signals.some((s) => s.concept === concept));
}
