import type { TFeatureCounts } from './text-features.ts';

/**
 * A linear model over text features, as stored in packages/ai/data/*.json by the training scripts: one weight per
 * feature and class, and a bias per class. Scoring is a sum over the features present (sparse), so it costs
 * microseconds per sentence.
 */
export interface TLinearModelData {
  classes: string[];
  bias: number[];
  /** feature -> one weight per class (in `classes` order). */
  weights: Record<string, number[]>;
  /** Weights of dense inputs (word-vectors.ts): one row per input, one weight per class. */
  dense?: number[][];
}

export interface TLinearModel {
  classes: readonly string[];
  bias: readonly number[];
  /** The unscaled weighted sum of one sentence's features per class, and its feature count (for scaling). */
  partial(counts: TFeatureCounts): { sums: number[]; total: number };
  /** Raw class scores (logits) for several sentences read together, from their partial sums. */
  logits(parts: ReadonlyArray<{ sums: number[]; total: number }>, extra?: readonly number[]): number[];
  dense?: readonly number[][];
}

export function loadLinearModel(data: TLinearModelData): TLinearModel {
  const weights = new Map<string, number[]>(Object.entries(data.weights));
  const k = data.classes.length;
  return {
    classes: data.classes,
    bias: data.bias,
    dense: data.dense,
    partial(counts) {
      const sums = new Array<number>(k).fill(0);
      let total = 0;
      for (const [feature, n] of counts) {
        total += n;
        const w = weights.get(feature);
        if (!w) continue;
        for (let c = 0; c < k; c += 1) sums[c]! += n * w[c]!;
      }
      return { sums, total };
    },
    logits(parts, extra) {
      const out = data.bias.slice();
      let total = 0;
      for (const part of parts) total += part.total;
      const scale = total === 0 ? 0 : 1 / Math.sqrt(total);
      for (const part of parts) for (let c = 0; c < k; c += 1) out[c]! += scale * part.sums[c]!;
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
