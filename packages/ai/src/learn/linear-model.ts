import { scaleOf, type TFeatureCounts } from './text-features.ts';

/**
 * A linear model over text features, as the lab's training scripts store it (data/, model-file.ts): one weight per
 * feature and class, and a bias per class. Scoring is a sum over the features present (sparse), so it costs
 * microseconds per sentence.
 */
export interface TLinearModelData {
  classes: string[];
  bias: number[];
  /** feature -> one weight per class (in `classes` order). */
  weights: TTable;
  /** `w:word` -> what the word's vector adds per class, then its weight; a window adds sum / (weights + prior). */
  words?: TTable;
  wordPrior?: number;
  /** Added to a window's feature count, and the power of it that scales the features (scaleOf): 0 and 0.5 when absent. */
  featurePrior?: number;
  featurePower?: number;
}

type TTable = Record<string, number[]> | Map<string, number[]>; // Records in training, Maps from model-file.ts
type TPartial = { sums: number[]; total: number; vector: number[] };

export interface TLinearModel {
  classes: readonly string[];
  bias: readonly number[];
  /** The unscaled weighted sum of one sentence's features per class, and its feature count (for scaling). */
  partial(counts: TFeatureCounts): TPartial;
  /** Raw class scores (logits) for several sentences read together, from their partial sums. */
  logits(parts: readonly TPartial[], extra?: readonly number[]): number[];
}

export function loadLinearModel(data: TLinearModelData): TLinearModel {
  const table = (t: TTable = {}) => (t instanceof Map ? t : new Map(Object.entries(t)));
  const weights = table(data.weights);
  const words = table(data.words);
  const k = data.classes.length;
  return {
    classes: data.classes,
    bias: data.bias,
    partial(counts) {
      const sums = new Array<number>(k).fill(0);
      const vector = new Array<number>(k + 1).fill(0);
      let total = 0;
      for (const [feature, n] of counts) {
        total += n;
        words.get(feature)?.forEach((v, c) => (vector[c]! += n * v));
        const w = weights.get(feature);
        if (!w) continue;
        for (let c = 0; c < k; c += 1) sums[c]! += n * w[c]!;
      }
      return { sums, total, vector };
    },
    logits(parts, extra) {
      const out = data.bias.slice();
      let total = 0;
      for (const part of parts) total += part.total;
      const scale = scaleOf(total, data.featurePrior, data.featurePower);
      const vector = new Array<number>(k + 1).fill(0);
      for (const part of parts) part.vector.forEach((v, c) => (vector[c]! += v));
      for (const part of parts) for (let c = 0; c < k; c += 1) out[c]! += scale * part.sums[c]!;
      for (let c = 0; c < k; c += 1) out[c]! += vector[c]! / (vector[k]! + (data.wordPrior ?? 1));
      if (extra) for (let c = 0; c < k; c += 1) out[c]! += extra[c] ?? 0;
      return out;
    },
  };
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));
export function softmax(z: readonly number[]): number[] {
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}
