import { EMOTIONS, type TEmotion } from '@innerweather/validators/journal';
import { AFTER_INTENSIFIERS, EMOTION_IDIOMS, EMOTION_TERMS, PHRASE_MODIFIERS } from './lexicon-terms-data.ts';

// ---------------------------------------------------------------------------------------------------------------
// The compiled lexicon (built once at import)

export interface TLexEntry {
  emotion: TEmotion;
  weight: number;
  /** What the term leans to when negated; undefined = the emotion's default flip. */
  flip: TEmotion | undefined;
}

export interface TIdiom extends TLexEntry {
  words: string[];
}

/** "not happy" reads as mild sadness, "don't feel anxious" as some calm: a negated feeling flips, at half strength. */
export const DEFAULT_FLIP: Record<TEmotion, TEmotion> = {
  joy: 'sadness',
  calm: 'anxiety',
  anxiety: 'calm',
  sadness: 'calm',
  anger: 'calm',
};
export const NEGATED_WEIGHT = 0.5;
/** How many words after "not" / "never" a negation still reaches ("I don't really feel anxious"). */
export const NEGATION_REACH = 3;

const exactTerms = new Map<string, TLexEntry[]>();
const stemTerms = new Map<string, TLexEntry[]>();
export const idiomsByFirstWord = new Map<string, TIdiom[]>();
let longestStem = 0;

export function addTo<K, T>(map: Map<K, T[]>, key: K, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** "blew/blow up at" → [["blew","up","at"], ["blow","up","at"]]. */
function expandPhrase(phrase: string): string[][] {
  let variants: string[][] = [[]];
  for (const slot of phrase.toLowerCase().split(/\s+/)) {
    const options = slot.split('/');
    variants = variants.flatMap((prefix) => options.map((option) => [...prefix, option]));
  }
  return variants;
}

for (const emotion of EMOTIONS) {
  for (const [weight, list] of Object.entries(EMOTION_TERMS[emotion])) {
    for (const spec of list.split(/\s+/).filter(Boolean)) {
      const [term = '', flipTo] = spec.split('>');
      const entry: TLexEntry = { emotion, weight: Number(weight), flip: flipTo as TEmotion | undefined };
      if (term.endsWith('*')) {
        const stem = term.slice(0, -1);
        addTo(stemTerms, stem, entry);
        longestStem = Math.max(longestStem, stem.length);
      } else {
        addTo(exactTerms, term, entry);
      }
    }
  }
  for (const [weight, phrases] of Object.entries(EMOTION_IDIOMS[emotion])) {
    for (const phrase of phrases) {
      for (const words of expandPhrase(phrase)) {
        addTo(idiomsByFirstWord, words[0] ?? '', { emotion, weight: Number(weight), flip: undefined, words });
      }
    }
  }
}
// Longest idiom first, so "on top of the world" wins over anything shorter starting with "on".
for (const list of idiomsByFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);

export const phraseModifiers = Object.entries(PHRASE_MODIFIERS)
  .map(([phrase, factor]) => ({ words: phrase.split(' '), factor }))
  .sort((a, b) => b.words.length - a.words.length);
export const afterIntensifiers = AFTER_INTENSIFIERS.map((phrase) => phrase.split(' '));

/** Intensifiers that are also ordinary words ("so I went", "too", "even") only count right before a feeling. */
export const ONLY_BEFORE_FEELING = new Set([
  'so',
  'really',
  'too',
  'such',
  'pretty',
  'even',
  'more',
  'most',
  'always',
  'quite',
]);

export function lookupTerm(word: string): TLexEntry[] | undefined {
  const exact = exactTerms.get(word);
  if (exact) return exact;
  for (let length = Math.min(word.length, longestStem); length >= 3; length--) {
    const found = stemTerms.get(word.slice(0, length));
    if (found) return found;
  }
  return undefined;
}
