/**
 * The features the learned models read (the crisis screen's model and the built-in emotion model), shared by
 * training and inference so the two cannot drift apart. An entry is cut into sentences; each sentence gives:
 * - words (lower case, contractions spelled out, "dont"/"im" read as "don't"/"i'm"), as `w:word`;
 * - pairs and triples of neighbouring words, as `b:word word` and `t:word word word`: "kill myself" is not
 *   "kill time", and "to be here" is not "to be honest";
 * - words in the reach of a negation ("never", "not", "don't"…, up to the end of the clause), as `n:word`, so
 *   "I would never hurt myself" can weigh differently from "I hurt myself";
 * - letter sequences of 4 inside words (with word edges), as `c:…`, so "suicidal", "suicide" and a misspelling
 *   share evidence and a word never seen in training still counts through its parts.
 */

/** One sentence's features with how often each occurs. */
export type TFeatureCounts = Map<string, number>;

const CONTRACTED = /\b(do|does|did|is|was|are|were|have|has|had|could|would|should|must|need|ca|wo)nt\b/g;

export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(CONTRACTED, (_, stem: string) =>
      stem === 'ca' ? "can't" : stem === 'wo' ? "won't" : `${stem}n't`,
    )
    .replace(/\bcant\b/g, "can't")
    .replace(/\bcannot\b/g, "can't")
    .replace(/\bim\b/g, "i'm")
    .replace(/\bive\b/g, "i've")
    .replace(/\bwanna\b/g, 'want to')
    .replace(/\bgonna\b/g, 'going to')
    .replace(/\bu\b/g, 'you');
}

const NEGATORS = new Set(
  "not never no don't didn't doesn't won't wouldn't isn't wasn't aren't haven't hasn't can't couldn't shouldn't nothing nobody none nor".split(
    ' ',
  ),
);
/** Where a negation's reach ends. */
const CLAUSE_ENDS = new Set(['but', 'and', 'so', 'because', 'though', 'although', 'then', 'until']);

const SENTENCE = /[^.!?\n;]+[.!?\n;]*/g;
export const WORD = /[a-z0-9]+(?:'[a-z]+)?|[,:]/g;
const CHAR_N = 4;

/** The entry's sentences, normalised, empty ones dropped. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const [sentence] of normaliseText(text).matchAll(SENTENCE))
    if (/[a-z0-9]/.test(sentence)) sentences.push(sentence.trim());
  return sentences;
}

/** Word families a model reads besides the words (see crisis-concepts.ts): none by default. */
export type TFamiliesOf = (word: string) => readonly string[];
const noFamilies: TFamiliesOf = () => [];

/** The entry's sentences, each as its feature counts. */
export function sentenceFeatures(text: string, families: TFamiliesOf = noFamilies): TFeatureCounts[] {
  return splitSentences(text).map((sentence) => featuresOf(sentence, families));
}

/**
 * One normalised sentence's feature counts. With word families, also `k:family` per word of a family and `p:a+b`
 * once per pair of families in the sentence.
 */
export function featuresOf(sentence: string, families: TFamiliesOf = noFamilies): TFeatureCounts {
  const counts: TFeatureCounts = new Map();
  const seen = new Set<string>();
  const add = (feature: string) => counts.set(feature, (counts.get(feature) ?? 0) + 1);
  let previous = '<s>';
  let before = '<s>';
  let negated = false;
  for (const [token] of sentence.matchAll(WORD)) {
    if (token === ',' || token === ':') {
      negated = false;
      previous = '<s>';
      before = '<s>';
      continue;
    }
    add(`w:${token}`);
    for (const family of families(token)) {
      add(`k:${family}`);
      seen.add(family);
    }
    add(`b:${previous} ${token}`);
    add(`t:${before} ${previous} ${token}`);
    before = previous;
    if (negated) add(`n:${token}`);
    if (NEGATORS.has(token)) negated = true;
    else if (CLAUSE_ENDS.has(token)) negated = false;
    const padded = `<${token}>`;
    for (let at = 0; at + CHAR_N <= padded.length; at += 1) add(`c:${padded.slice(at, at + CHAR_N)}`);
    previous = token;
  }
  const present = [...seen].sort();
  for (let a = 0; a < present.length; a += 1)
    for (let b = a + 1; b < present.length; b += 1) add(`p:${present[a]}+${present[b]}`);
  return counts;
}

/** Several sentences read as one piece of writing. */
export function mergeFeatures(parts: readonly TFeatureCounts[]): TFeatureCounts {
  const merged: TFeatureCounts = new Map();
  for (const part of parts)
    for (const [feature, n] of part) merged.set(feature, (merged.get(feature) ?? 0) + n);
  return merged;
}

/**
 * A feature's value: its count over the square root of c = all counts + `featurePrior`, and in a window of c > 200 (a
 * long entry) times (200 / c) ^ (`featurePower` - 0.5), so words every diary repeats do not grow with its length.
 */
export const scaleOf = (total: number, prior = 0, power = 0.5): number =>
  total === 0 ? 0 : Math.min(1, (200 / (total + prior)) ** (power - 0.5)) / Math.sqrt(total + prior);
