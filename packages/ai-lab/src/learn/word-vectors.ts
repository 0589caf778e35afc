import vectorData from '../../data/word-vectors.json' with { type: 'json' };
import { WORD } from '@innerweather/ai/learn/text-features';
import { roundWeight, type TSparseExample } from './train-linear.ts';

/**
 * Word vectors (data/word-vectors.json: GloVe, unit length, int8) for training the crisis model, so wording never
 * seen in training lands near known wording. Several sentences read as their words' weighted mean vector (a word of
 * rank r weighs r / (r + 200): common words little), shrunk towards zero by PRIOR words' weight so a text of a word
 * or two carries little evidence. The model stores what each word's vector adds per class (wordTable), so the
 * screen itself reads no vectors: see `words` in linear-model.ts.
 */
export const PRIOR = 6;
const DIMENSIONS = vectorData.dimensions;
const bytes = new Int8Array(Buffer.from(vectorData.vectors, 'base64'));
const rows = new Map<string, number>(vectorData.words.split(' ').map((word, i) => [word, i]));

const rowOf = (token: string) =>
  rows.get(token) ?? rows.get(token.replace("'", '')) ?? rows.get(token.split("'")[0]!);
const weightOf = (row: number) => (row + 1) / (row + 201);

/** A sentence's weighted sum of word vectors, with its total weight last. */
export function sentenceVector(sentence: string): Float64Array {
  const sum = new Float64Array(DIMENSIONS + 1);
  for (const [token] of sentence.matchAll(WORD)) {
    const row = rowOf(token);
    if (row === undefined) continue;
    sum[DIMENSIONS]! += weightOf(row);
    for (let d = 0; d < DIMENSIONS; d += 1) sum[d]! += weightOf(row) * bytes[row * DIMENSIONS + d]!;
  }
  return sum;
}

/** The dense inputs of several sentences read together: their shrunk mean vector. */
export function denseFeatures(vectors: readonly Float64Array[]): number[] {
  const sum = new Array<number>(DIMENSIONS + 1).fill(0);
  for (const v of vectors) for (let d = 0; d <= DIMENSIONS; d += 1) sum[d]! += v[d]!;
  return sum.slice(0, DIMENSIONS).map((s) => (s * vectorData.scale) / (sum[DIMENSIONS]! + PRIOR));
}

/**
 * `w:word` -> what the word adds to each class's logit through the dense weights (one row per input), then its
 * weight: for every word with a vector, and every token of `tokens` found through an apostrophe ("don't" as "dont").
 */
export function wordTable(dense: readonly number[][], tokens: Iterable<string>): Record<string, number[]> {
  const table: Record<string, number[]> = {};
  for (const token of [...rows.keys(), ...tokens]) {
    const row = rowOf(token);
    if (row === undefined || table[`w:${token}`]) continue;
    const adds = dense[0]!.map((_, c) =>
      dense.reduce((sum, w, d) => sum + w[c]! * bytes[row * DIMENSIONS + d]!, 0),
    );
    table[`w:${token}`] = [
      ...adds.map((a) => roundWeight(a * weightOf(row) * vectorData.scale)),
      roundWeight(weightOf(row)),
    ];
  }
  return table;
}

/**
 * Dense inputs (word-vector means) are multiplied by this in training, and their learned weights by it when stored:
 * it lets them move faster than the sparse features under the same fit (for the crisis model 1 and 6 did worse than
 * 3; for the emotion model 6 read two writer folds +0.6 and -0.3 points).
 */
export const DENSE_SCALE = 3;

/** The sparse features followed by the dense ones (indices from `size` on), the dense ones scaled by DENSE_SCALE. */
export function withDense(x: TSparseExample, inputs: readonly number[], size: number): TSparseExample {
  return {
    index: Int32Array.from([...x.index, ...inputs.map((_, d) => size + d)]),
    value: Float64Array.from([...x.value, ...inputs.map((v) => v * DENSE_SCALE)]),
  };
}
