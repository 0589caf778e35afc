import { readFileSync } from 'node:fs';

import { modelPath, sha256 } from '../learn/model-file.ts';

/**
 * Reads what a question to the coach is about by meaning: its nearest labelled example questions (data/coach-matcher.*,
 * written by the lab's `build:coach-matcher`). A question and each example are compared twice, by their shared words
 * (tf-idf, light stems) and by their weighted mean word vector (GloVe, int8), so "can't nod off" lands near "can't
 * fall asleep"; the nearest examples vote for a topic (or off_topic) and, within it, for a situation.
 */
export const MATCHER_FORMAT = 'innerweather-coach-matcher/1';

export interface TMatcherData {
  format: string;
  dimensions: number;
  scale: number;
  /** The vocabulary, space-separated; row i of the binary is word i's vector (zeros when GloVe has none). */
  words: string;
  /** Per word, its inverse document frequency over the examples, 2 decimals. */
  idf: number[];
  /** "topic" or "topic/situation-id". */
  labels: string[];
  /** Per example: its label's index, then its words' indices. */
  examples: number[][];
  binary: { file: string; bytes: number; sha256: string };
}

export interface TMatch {
  /** A topic name, or "off_topic". */
  topic: string;
  /** The share of the neighbours' vote its topic got, 0..1. */
  share: number;
  /** The situation inside the topic that the nearest examples name, if any. */
  situation: string | undefined;
  /** The similarity of the nearest example, 0..1. */
  nearest: number;
  /** How near the situation's two nearest examples are on average, 0..1. */
  situationNearness: number;
}

export interface TIndex {
  data: TMatcherData;
  rows: Map<string, number>;
  vectors: Int8Array;
  examples: Array<{ label: number; sparse: Map<number, number>; dense: Float64Array }>;
}

const NEIGHBOURS = 7;
/** How much the word-vector similarity counts against the shared-words similarity. */
export const DENSE_SHARE = 0.4;
const TOKEN = /[a-z0-9]+(?:'[a-z]+)?/g;

/** A light stem, so "worrying", "worried" and "worries" share a word. */
export function stem(word: string): string {
  const w = word.replace(/'s$/, '').replace(/'/g, '');
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ied')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** A question's words, lower-case, curly quotes straightened. */
export const questionWords = (question: string): string[] =>
  [
    ...question
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .matchAll(TOKEN),
  ].map(([w]) => w);

function sparseOf(index: Pick<TIndex, 'data'>, ids: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  let norm = 0;
  for (const [id, n] of counts) {
    const weight = (1 + Math.log(n)) * (index.data.idf[id] ?? 0);
    counts.set(id, weight);
    norm += weight * weight;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [id, weight] of counts) counts.set(id, weight / norm);
  return counts;
}

function denseOf(index: Pick<TIndex, 'data' | 'vectors'>, ids: readonly number[]): Float64Array {
  const { dimensions } = index.data;
  const sum = new Float64Array(dimensions);
  for (const id of ids) {
    const weight = index.data.idf[id] ?? 0;
    for (let d = 0; d < dimensions; d += 1)
      sum[d] = (sum[d] ?? 0) + weight * (index.vectors[id * dimensions + d] ?? 0);
  }
  const norm = Math.sqrt(sum.reduce((s, v) => s + v * v, 0)) || 1;
  return sum.map((v) => v / norm);
}

/** Builds the index from the data and the binary's bytes; exported for the lab's cross-validation. */
export function indexOf(data: TMatcherData, vectors: Int8Array): TIndex {
  const rows = new Map(data.words.split(' ').map((word, i) => [word, i]));
  const partial = { data, rows, vectors };
  const examples = data.examples.map(([label = 0, ...ids]) => ({
    label,
    sparse: sparseOf(partial, ids),
    dense: denseOf(partial, ids),
  }));
  return { ...partial, examples };
}

/** A question's word indices: a word by itself, else its stem (the vocabulary holds both forms it saw). */
export function wordIds(rows: ReadonlyMap<string, number>, question: string): number[] {
  const ids: number[] = [];
  for (const word of questionWords(question)) {
    const id = rows.get(stem(word));
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** The nearest examples' reading of a question; `skip` leaves examples out (cross-validation). */
export const matchWith = (index: TIndex, question: string, skip?: (example: number) => boolean): TMatch =>
  matchWords(index, wordIds(index.rows, question), skip);

/** The nearest examples' reading of a question's word indices. */
export function matchWords(
  index: TIndex,
  ids: readonly number[],
  skip?: (example: number) => boolean,
): TMatch {
  const sparse = sparseOf(index, ids);
  const dense = denseOf(index, ids);
  const scored: Array<{ label: number; sim: number }> = [];
  index.examples.forEach((example, at) => {
    if (skip?.(at)) return;
    let shared = 0;
    for (const [id, w] of sparse) shared += w * (example.sparse.get(id) ?? 0);
    let near = 0;
    for (let d = 0; d < dense.length; d += 1) near += (dense[d] ?? 0) * (example.dense[d] ?? 0);
    scored.push({ label: example.label, sim: (1 - DENSE_SHARE) * shared + DENSE_SHARE * Math.max(0, near) });
  });
  // Ties go to the earlier example, so the reading is the same on every run.
  scored.sort((a, b) => b.sim - a.sim);
  const nearest = scored.slice(0, NEIGHBOURS);
  const topicOf = (label: number) => (index.data.labels[label] ?? '').split('/')[0] ?? '';
  const votes = new Map<string, number>();
  let total = 0;
  for (const { label, sim } of nearest) {
    const weight = sim * sim;
    votes.set(topicOf(label), (votes.get(topicOf(label)) ?? 0) + weight);
    total += weight;
  }
  const [topic = 'off_topic', best = 0] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? [];
  // The situation: of the topic's situations, the one whose two nearest examples are nearest on average.
  const situations = new Map<string, number[]>();
  for (const { label, sim } of scored) {
    const [own, situation] = (index.data.labels[label] ?? '').split('/');
    if (own !== topic || !situation) continue;
    const sims = situations.get(situation) ?? [];
    if (sims.length < 2) situations.set(situation, [...sims, sim]);
  }
  const meanOf = (sims: number[]) => sims.reduce((a, b) => a + b, 0) / 2;
  const [situation, sims = []] = [...situations].sort((a, b) => meanOf(b[1]) - meanOf(a[1]))[0] ?? [];
  return {
    topic,
    share: total > 0 ? best / total : 0,
    situation,
    nearest: nearest[0]?.sim ?? 0,
    situationNearness: meanOf(sims),
  };
}

let loaded: TIndex | undefined;

/** The coach's matcher, read from data/ on first use and checked against its manifest. */
export function matcher(): TIndex {
  if (!loaded) {
    const data = JSON.parse(readFileSync(modelPath('coach-matcher.json'), 'utf8')) as TMatcherData;
    if (data.format !== MATCHER_FORMAT) throw new Error(`coach-matcher.json: format ${data.format}.`);
    const bytes = readFileSync(modelPath(data.binary.file));
    if (sha256(bytes) !== data.binary.sha256)
      throw new Error(`${data.binary.file} does not match coach-matcher.json.`);
    loaded = indexOf(data, new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  }
  return loaded;
}

/** What a question is about, read from its nearest labelled examples. */
export const matchQuestion = (question: string): TMatch => matchWith(matcher(), question);
