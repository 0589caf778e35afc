import { sentenceFeatures, splitSentences, WORD, type TFeatureCounts } from '../learn/text-features.ts';

/**
 * What the emotion model reads: each sentence's features (text-features.ts, shared with the crisis model, which
 * does not read these) and two more parts, the entry's shape and the words it lands on. Quiet joy, sarcasm and
 * fragmented logs are told as much by how an entry is written as by its words. Features, not rules: training
 * weighs each per emotion.
 */
export function emotionFeatures(text: string): TFeatureCounts[] {
  const sentences = splitSentences(text).map(
    (sentence) => sentence.match(WORD)?.filter((token) => token !== ',' && token !== ':') ?? [],
  );
  return [...sentenceFeatures(text), shapeFeatures(text, sentences), closingFeatures(sentences)];
}

/** Words after which a sentence turns: what follows is often the feeling that counts. */
const TURNS = new Set(['but', 'though', 'although', 'yet', 'still', 'except', 'anyway']);

/**
 * The last sentence's words (when there are several) as `l:` and the words after a turn as `a:`: an entry's
 * feeling is often where it lands ("Long shift, but she asked my name tonight"; "Who is this man.").
 */
function closingFeatures(sentences: readonly string[][]): TFeatureCounts {
  const counts: TFeatureCounts = new Map();
  const add = (feature: string) => counts.set(feature, (counts.get(feature) ?? 0) + 1);
  if (sentences.length >= 2) for (const word of sentences.at(-1) ?? []) add(`l:${word}`);
  for (const words of sentences) {
    const at = words.findIndex((word) => TURNS.has(word));
    if (at !== -1) for (const word of words.slice(at + 1)) add(`a:${word}`);
  }
  return counts;
}

const QUOTED = /(?:^|[\s(])['"\u2018\u201c][^'"\u2019\u201d\n]{1,30}['"\u2019\u201d](?=[\s.,!?;:)]|$)/;
const SHOUTED = /\b[A-Z]{3,}\b/g;
const LIST_LINE = /^\s*(?:[-*\u2022]|\d+[.)])\s/m;

/**
 * The entry's shape, which normalised words lose, as `s:` features present once each: "!" and capitals (joy told
 * loudly), a short span in quotes or a word echoed alone ("'lucky' … Lucky.", sarcasm), lines and fragments
 * (list-like logs), a single sentence.
 */
function shapeFeatures(text: string, sentences: readonly string[][]): TFeatureCounts {
  const shape = new Set<string>();
  if (text.includes('!')) shape.add(text.includes('!!') ? 's:!!' : 's:!');
  if (text.includes('?')) shape.add('s:?');
  if (/\.\.\.|\u2026/.test(text)) shape.add('s:...');
  if (QUOTED.test(text)) shape.add('s:quoted');
  // One capitalised word of three or four letters is usually an acronym (NHS, MOT), not shouting.
  const capitals = text.match(SHOUTED) ?? [];
  if (capitals.some((word) => word.length >= 5) || capitals.length >= 2) shape.add('s:shouted');
  if (LIST_LINE.test(text) || text.split('\n').filter((line) => line.trim()).length >= 3)
    shape.add('s:lines');
  const short = sentences.filter((words) => words.length <= 4).length;
  if (sentences.length === 1) shape.add('s:one-sentence');
  else if (sentences.length >= 3 && short * 2 >= sentences.length) shape.add('s:fragments');
  const earlier = new Set<string>();
  for (const words of sentences) {
    if (words.length > 0 && words.length <= 2 && words.some((word) => earlier.has(word) && word.length > 2))
      shape.add('s:echo');
    for (const word of words) earlier.add(word);
  }
  return new Map([...shape].map((feature) => [feature, 1]));
}
