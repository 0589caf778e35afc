import type { TFeatureCounts } from '../learn/text-features.ts';
import { lookupTerm } from './lexicon-compiled.ts';

/**
 * Two features families for the emotion model's two known confusions, present once each per entry (`e:` and `v:`).
 * Neither lists sentences; training weighs each per emotion.
 *
 * - Loud joy read as anxiety: excitement wears anxiety's body ("so excited I can't sleep", "buzzing, shaking",
 *   "tomorrow!!"). Words alone add joy and anxiety up; the model reads `e:` pairs of excitement, anticipation,
 *   aroused body and exclamation present together, so the pair can weigh apart from its words.
 * - Quiet joy against calm: how much of the entry carries a feeling, not only whether a word of it occurs. A plain
 *   day with one "good" and a day whose every line is glad differ in the share of sentences with a joy word
 *   (`v:joy:some`, `v:joy:most`), and a quiet entry (no "!", no capitals) with its feeling in most sentences differs
 *   from one that mentions it once.
 */

const EXCITEMENT =
  /\b(?:excit\w*|thrill\w*|buzz(?:ing|ed)|stoked|pumped|psyched|hyped|giddy|ecstatic|elated|over the moon|can't wait|counting down|woo+hoo+|yay+|squeal\w*|bouncing|beside myself|burst(?:ing)?)\b/;
const AHEAD =
  /\b(?:tomorrow|tonight|soon|next (?:week|month|year|weekend)|this weekend|in \w+ (?:days|weeks|sleeps)|days? to go|sleeps? to go|countdown|about to|on friday|on saturday|first (?:day|time|ever))\b/;
const AROUSED =
  /\b(?:can't sleep|couldn't sleep|no sleep|barely slept|sleepless|wide awake|racing|pounding|shaking|shaky|trembl\w*|butterflies|wired|restless|jitter\w*|nervous\w*|heart (?:is )?(?:going|thumping)|adrenaline|on edge)\b/;
const NEGATING = new Set([
  'not',
  'never',
  'no',
  "don't",
  "didn't",
  "isn't",
  "wasn't",
  "won't",
  "can't",
  "couldn't",
]);
const FEELINGS = ['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const;

/** The feelings of the lexicon in a sentence's words, a word just after a negation left out. */
function feelingsIn(words: readonly string[]): Set<string> {
  const found = new Set<string>();
  words.forEach((word, at) => {
    if (NEGATING.has(words[at - 1] ?? '') || NEGATING.has(words[at - 2] ?? '')) return;
    for (const entry of lookupTerm(word) ?? []) found.add(entry.emotion);
  });
  return found;
}

/** A share of sentences as a word: none, some (up to half), most. */
const shareWord = (n: number, of: number) => (n === 0 ? 'none' : n * 2 <= of ? 'some' : 'most');

export function arousalFeatures(text: string, sentences: readonly string[][]): TFeatureCounts {
  const features = new Set<string>();
  const plain = sentences.map((words) => words.join(' ')).join(' . ');
  const marks = {
    excite: EXCITEMENT.test(plain),
    ahead: AHEAD.test(plain),
    aroused: AROUSED.test(plain),
    bang: text.includes('!'),
  };
  const present = Object.entries(marks)
    .filter(([, on]) => on)
    .map(([mark]) => mark);
  for (const [i, a] of present.entries()) for (const b of present.slice(i + 1)) features.add(`e:${a}+${b}`);

  const perSentence = sentences.map(feelingsIn);
  const quiet = !marks.bang && !/\b[A-Z]{4,}\b/.test(text);
  for (const feeling of FEELINGS) {
    const n = perSentence.filter((found) => found.has(feeling)).length;
    const share = shareWord(n, sentences.length);
    if (share === 'none') continue;
    features.add(`v:${feeling}:${share}`);
    if (quiet) features.add(`v:${feeling}:${share}:quiet`);
  }
  return new Map([...features].map((feature) => [feature, 1]));
}
