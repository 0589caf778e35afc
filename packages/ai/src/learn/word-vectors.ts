import vectorData from '../../data/word-vectors.json' with { type: 'json' };
import { WORD } from './text-features.ts';

/**
 * Word vectors (data/word-vectors.json: GloVe, unit length, int8), so wording never seen in training lands near known
 * wording. Several sentences read as their words' weighted mean vector (a word of rank r weighs r / (r + 200): common
 * words little), shrunk towards zero by 6 words' weight so a text of a word or two carries little evidence.
 */
const DIMENSIONS = vectorData.dimensions;
const bytes = new Int8Array(Buffer.from(vectorData.vectors, 'base64'));
const rows = new Map<string, number>(vectorData.words.split(' ').map((word, i) => [word, i]));

/** A sentence's weighted sum of word vectors, with its total weight last. */
export function sentenceVector(sentence: string): Float64Array {
  const sum = new Float64Array(DIMENSIONS + 1);
  for (const [token] of sentence.matchAll(WORD)) {
    const row = rows.get(token) ?? rows.get(token.replace("'", '')) ?? rows.get(token.split("'")[0]!);
    if (row === undefined) continue;
    sum[DIMENSIONS]! += (row + 1) / (row + 201);
    for (let d = 0; d < DIMENSIONS; d += 1)
      sum[d]! += ((row + 1) / (row + 201)) * bytes[row * DIMENSIONS + d]!;
  }
  return sum;
}

/** The dense inputs of several sentences read together: their shrunk mean vector. */
export function denseFeatures(vectors: readonly Float64Array[]): number[] {
  const sum = new Array<number>(DIMENSIONS + 1).fill(0);
  for (const v of vectors) for (let d = 0; d <= DIMENSIONS; d += 1) sum[d]! += v[d]!;
  return sum.slice(0, DIMENSIONS).map((s) => (s * vectorData.scale) / (sum[DIMENSIONS]! + 6));
}

/** Each class's logit from the dense inputs and their weights (one row per input). */
export function denseLogits(
  weights: readonly number[][] | undefined,
  vectors: readonly Float64Array[],
): number[] {
  const out: number[] = [];
  denseFeatures(vectors).forEach((x, i) => weights?.[i]!.forEach((w, c) => (out[c] = (out[c] ?? 0) + w * x)));
  return out;
}
