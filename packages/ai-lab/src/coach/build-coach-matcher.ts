/**
 * Writes the coach's question matcher (packages/ai/data/coach-matcher.json and .bin) from the labelled coach
 * question sets, and cross-validates it:
 *
 *   pnpm --filter @innerweather/ai-lab build:coach-matcher
 *
 * Examples: every opened coach set's { question, topic } (test-data/README-coach.md) and the situation examples
 * written for the situations (test-data/coach-situation-examples.json, { question, topic, situation }). A set
 * question's situation is the keyword chooser's reading restricted to its labelled topic (a silver label), or none.
 * Deterministic: sorted files, no randomness; folds are by position.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import vectorData from '../../data/word-vectors.json' with { type: 'json' };
import { readQuestion } from '@innerweather/ai/coach/choose-strategies';
import { normaliseQuestion } from '@innerweather/ai/coach/question-text';
import {
  indexOf,
  matchWith,
  MATCHER_FORMAT,
  questionWords,
  stem,
  type TMatcherData,
} from '@innerweather/ai/coach/question-match';
import { findSituations, SITUATIONS } from '@innerweather/ai/coach/situations';
import { sha256 } from '@innerweather/ai/learn/model-file';

const here = (path: string) => resolve(import.meta.dirname, '../..', path);
const SETS = [
  'test-data/coach-blind-1/coach-blind-1.json',
  'test-data/coach-blind-2/coach-blind-2.json',
  'test-data/coach-blind-3/coach-blind-3a.json',
  'test-data/coach-blind-3/coach-blind-3b.json',
  'test-data/coach-blind-4/coach-blind-4a.json',
  'test-data/coach-blind-4/coach-blind-4b.json',
  'test-data/coach-dev.json',
  'test-data/coach-dev-2.json',
  'test-data/coach-fresh-3/coach-fresh-3.json',
  'test-data/coach-fresh-4/coach-fresh-4.json',
  'test-data/coach-fresh-5/coach-fresh-5.json',
  'test-data/coach-fresh-6/coach-fresh-6.json',
  'test-data/coach-fresh-7/coach-fresh-7.json',
  'test-data/coach-fresh-8/coach-fresh-8.json',
];
const WRITTEN = 'test-data/coach-situation-examples.json';
const GIVEN = 'test-data/coach-blind-4/situations-4.json';
/** The most common GloVe words kept beside the examples' own, so a new question's words still carry meaning. */
const COMMON_WORDS = 4000;
const FOLDS = 10;

interface TExample {
  question: string;
  label: string;
  set: string;
}

const known = new Set(SITUATIONS.map((s) => s.id));
const examples: TExample[] = [];
// Hand-given situation labels, by question id, in place of the silver ones.
const given = JSON.parse(readFileSync(here(GIVEN), 'utf8')) as Record<string, string>;
for (const set of SETS) {
  const items = JSON.parse(readFileSync(here(set), 'utf8')) as Array<{
    id?: string;
    question: string;
    topic: string;
  }>;
  for (const { id, question, topic } of items) {
    const own = set.startsWith('test-data/coach-blind-4/') && id ? given[id] : undefined;
    if (topic === 'off_topic' || own) {
      if (own && !known.has(own)) throw new Error(`${GIVEN}: no situation ${own}`);
      examples.push({ question, label: own ? `${topic}/${own}` : topic, set });
      continue;
    }
    const found = findSituations(normaliseQuestion(question), readQuestion(question).topics).find(
      (o) => o.situation.topic === topic,
    );
    examples.push({ question, label: found ? `${topic}/${found.situation.id}` : topic, set });
  }
}
const written = JSON.parse(readFileSync(here(WRITTEN), 'utf8')) as Array<{
  question: string;
  topic: string;
  situation?: string;
}>;
for (const { question, topic, situation } of written) {
  if (situation && !known.has(situation)) throw new Error(`${WRITTEN}: no situation ${situation}`);
  examples.push({ question, label: situation ? `${topic}/${situation}` : topic, set: WRITTEN });
}

// The vocabulary: every stem the examples use, then common GloVe words' stems; a stem's vector is its own, else that
// of the first surface form seen.
const gloveWords = vectorData.words.split(' ');
const gloveRow = new Map(gloveWords.map((word, i) => [word, i]));
const vocab = new Map<string, number>();
const surface = new Map<string, string>();
const add = (word: string) => {
  const s = stem(word);
  if (!vocab.has(s)) {
    vocab.set(s, vocab.size);
    surface.set(s, word);
  }
};
for (const { question } of examples) for (const word of questionWords(question)) add(word);
for (const word of gloveWords.slice(0, COMMON_WORDS)) if (/^[a-z]/.test(word)) add(word);
const words = [...vocab.keys()];
const glove = new Int8Array(Buffer.from(vectorData.vectors, 'base64'));
const dims = vectorData.dimensions;
const vectors = new Int8Array(words.length * dims);
words.forEach((word, i) => {
  const row = gloveRow.get(word) ?? gloveRow.get(surface.get(word) ?? '');
  if (row !== undefined) vectors.set(glove.subarray(row * dims, (row + 1) * dims), i * dims);
});

const ids = (question: string) =>
  questionWords(question)
    .map((w) => vocab.get(stem(w)))
    .filter((id): id is number => id !== undefined);
const exampleIds = examples.map((e) => ids(e.question));
const df = new Array<number>(words.length).fill(0);
for (const list of exampleIds) for (const id of new Set(list)) df[id] = (df[id] ?? 0) + 1;
const idf = df.map((n) => Math.round(100 * Math.log((examples.length + 1) / (n + 1))) / 100);

const labels = [...new Set(examples.map((e) => e.label))].sort();
const bin = Buffer.from(vectors.buffer);
const data: TMatcherData = {
  format: MATCHER_FORMAT,
  dimensions: dims,
  scale: vectorData.scale,
  words: words.join(' '),
  idf,
  labels,
  examples: examples.map((e, i) => [labels.indexOf(e.label), ...(exampleIds[i] ?? [])]),
  binary: { file: 'coach-matcher.bin', bytes: bin.length, sha256: sha256(bin) },
};

// Cross-validation: each example read by the others (10 folds by position; then each set left out whole).
const index = indexOf(data, vectors);
function crossValidate(leftOut: (a: number, b: number) => boolean, written = false) {
  const tally = {
    topic: 0,
    onTopic: 0,
    situation: 0,
    withSituation: 0,
    declined: 0,
    offTopic: 0,
    wronglyDeclined: 0,
  };
  examples.forEach((example, at) => {
    if ((example.set === WRITTEN) !== written) return;
    const match = matchWith(index, example.question, (other) => leftOut(at, other));
    const [topic, situation] = example.label.split('/');
    if (topic === 'off_topic') {
      tally.offTopic += 1;
      if (match.topic === 'off_topic') tally.declined += 1;
      return;
    }
    tally.onTopic += 1;
    if (match.topic === topic) tally.topic += 1;
    if (match.topic === 'off_topic') tally.wronglyDeclined += 1;
    if (situation) {
      tally.withSituation += 1;
      if (match.topic === topic && match.situation === situation) tally.situation += 1;
    }
  });
  const pct = (a: number, b: number) => `${a}/${b} (${((100 * a) / b).toFixed(1)}%)`;
  return {
    topic: pct(tally.topic, tally.onTopic),
    situation: pct(tally.situation, tally.withSituation),
    offTopicRead: pct(tally.declined, tally.offTopic),
    onTopicReadOff: pct(tally.wronglyDeclined, tally.onTopic),
  };
}
const figures = {
  examples: examples.length,
  labels: labels.length,
  tenFold: crossValidate((a, b) => a % FOLDS === b % FOLDS),
  setLeftOut: crossValidate((a, b) => examples[a]?.set === examples[b]?.set),
  // The written situation examples, each read by all the others.
  writtenOneLeftOut: crossValidate((a, b) => a === b, true),
};
console.log(JSON.stringify(figures, null, 2));

const out = resolve(import.meta.dirname, '../../../ai/data');
writeFileSync(`${out}/coach-matcher.bin`, bin);
writeFileSync(`${out}/coach-matcher.json`, `${JSON.stringify({ ...data, figures })}\n`);
console.log(
  `coach-matcher: ${words.length} words, ${examples.length} examples, ${bin.length} bytes of vectors`,
);
