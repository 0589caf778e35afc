import { scaleOf, type TFeatureCounts } from '@innerweather/ai/learn/text-features';

/**
 * Logistic regression for the training scripts: binary (one class against the rest) or softmax (one of several),
 * L2-regularised, fitted by full-batch Adam from zero weights with a fixed number of steps. No randomness and
 * inputs in a fixed order, so the same data always gives the same weights, byte for byte once rounded.
 */

export interface TSparseExample {
  index: Int32Array;
  value: Float64Array;
}

/** Features kept: those in at least `minDocs` training examples, in sorted order. */
export function buildVocabulary(docs: readonly TFeatureCounts[], minDocs: number): Map<string, number> {
  const df = new Map<string, number>();
  for (const doc of docs) for (const feature of doc.keys()) df.set(feature, (df.get(feature) ?? 0) + 1);
  const kept = [...df.entries()]
    .filter(([, n]) => n >= minDocs)
    .map(([feature]) => feature)
    .sort();
  return new Map(kept.map((feature, i) => [feature, i]));
}

/** A document as the model sees it in training: counts scaled like `TLinearModel.logits` scales them. */
export function toSparse(doc: TFeatureCounts, vocabulary: Map<string, number>, prior = 0): TSparseExample {
  let total = 0;
  for (const n of doc.values()) total += n;
  const scale = scaleOf(total, prior);
  const pairs: Array<[number, number]> = [];
  for (const [feature, n] of doc) {
    const at = vocabulary.get(feature);
    if (at !== undefined) pairs.push([at, n * scale]);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  return { index: Int32Array.from(pairs, (p) => p[0]), value: Float64Array.from(pairs, (p) => p[1]) };
}

export interface TFitOptions {
  l2: number;
  steps: number;
  learningRate: number;
  /** A bias held at this value instead of learned: with no evidence either way, the model answers sigmoid(bias). */
  fixedBias?: number;
}

interface TAdam {
  m: Float64Array;
  v: Float64Array;
}

function adamStep(params: Float64Array, grad: Float64Array, state: TAdam, t: number, rate: number): void {
  const b1 = 0.9;
  const b2 = 0.999;
  const correct1 = 1 - b1 ** t;
  const correct2 = 1 - b2 ** t;
  for (let i = 0; i < params.length; i += 1) {
    const g = grad[i]!;
    state.m[i] = b1 * state.m[i]! + (1 - b1) * g;
    state.v[i] = b2 * state.v[i]! + (1 - b2) * g * g;
    const mHat = state.m[i]! / correct1;
    const vHat = state.v[i]! / correct2;
    params[i]! -= (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
  }
}

/** Binary logistic regression; `weight` balances the classes. Returns the bias and one weight per feature. */
export function fitBinary(
  examples: ReadonlyArray<{ x: TSparseExample; y: 0 | 1; weight: number }>,
  features: number,
  options: TFitOptions,
): { bias: number; weights: Float64Array } {
  // params[0] is the bias.
  const params = new Float64Array(features + 1);
  params[0] = options.fixedBias ?? 0;
  const grad = new Float64Array(features + 1);
  const state = { m: new Float64Array(features + 1), v: new Float64Array(features + 1) };
  const totalWeight = examples.reduce((sum, e) => sum + e.weight, 0);
  for (let t = 1; t <= options.steps; t += 1) {
    grad.fill(0);
    for (const { x, y, weight } of examples) {
      let z = params[0];
      for (let j = 0; j < x.index.length; j += 1) z += params[x.index[j]! + 1]! * x.value[j]!;
      const error = (weight * (1 / (1 + Math.exp(-z)) - y)) / totalWeight;
      grad[0]! += error;
      for (let j = 0; j < x.index.length; j += 1) grad[x.index[j]! + 1]! += error * x.value[j]!;
    }
    for (let i = 1; i < params.length; i += 1) grad[i]! += options.l2 * params[i]!;
    if (options.fixedBias !== undefined) grad[0] = 0;
    adamStep(params, grad, state, t, options.learningRate);
  }
  return { bias: params[0], weights: params.subarray(1) };
}

/**
 * Softmax regression over `classes` classes; `extra` holds dense per-example inputs (e.g. the lexicon's five
 * scores) with their own weights. Returns biases, feature weights [feature * classes + class] and extra weights.
 */
export function fitSoftmax(
  examples: ReadonlyArray<{ x: TSparseExample; extra: readonly number[]; y: number }>,
  features: number,
  classes: number,
  options: TFitOptions,
): { bias: Float64Array; weights: Float64Array; extraWeights: Float64Array } {
  const extras = examples[0]?.extra.length ?? 0;
  const size = classes + features * classes + extras * classes;
  const params = new Float64Array(size);
  const grad = new Float64Array(size);
  const state = { m: new Float64Array(size), v: new Float64Array(size) };
  const featureAt = (f: number, c: number) => classes + f * classes + c;
  const extraAt = (e: number, c: number) => classes + features * classes + e * classes + c;
  const z = new Float64Array(classes);
  for (let t = 1; t <= options.steps; t += 1) {
    grad.fill(0);
    for (const { x, extra, y } of examples) {
      for (let c = 0; c < classes; c += 1) {
        let sum = params[c]!;
        for (let j = 0; j < x.index.length; j += 1) sum += params[featureAt(x.index[j]!, c)]! * x.value[j]!;
        for (let e = 0; e < extras; e += 1) sum += params[extraAt(e, c)]! * extra[e]!;
        z[c] = sum;
      }
      const top = Math.max(...z);
      let norm = 0;
      for (let c = 0; c < classes; c += 1) norm += Math.exp(z[c]! - top);
      for (let c = 0; c < classes; c += 1) {
        const error = (Math.exp(z[c]! - top) / norm - (c === y ? 1 : 0)) / examples.length;
        grad[c]! += error;
        for (let j = 0; j < x.index.length; j += 1) grad[featureAt(x.index[j]!, c)]! += error * x.value[j]!;
        for (let e = 0; e < extras; e += 1) grad[extraAt(e, c)]! += error * extra[e]!;
      }
    }
    for (let i = classes; i < size; i += 1) grad[i]! += options.l2 * params[i]!;
    adamStep(params, grad, state, t, options.learningRate);
  }
  return {
    bias: params.slice(0, classes),
    weights: params.slice(classes, classes + features * classes),
    extraWeights: params.slice(classes + features * classes),
  };
}

/** Rounds for storage: 4 decimals keeps scores to well under 0.001 and the file diffable. */
export const roundWeight = (w: number): number => Math.round(w * 1e4) / 1e4 || 0;

/** A fixed fold for each example (a hash of its text), so cross-validation is the same on every run. */
export function foldOf(text: string, folds: number): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) % folds;
}
