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
export function toSparse(
  doc: TFeatureCounts,
  vocabulary: Map<string, number>,
  prior = 0,
  power = 0.5,
): TSparseExample {
  let total = 0;
  for (const n of doc.values()) total += n;
  const scale = scaleOf(total, prior, power);
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

/**
 * Examples laid out once for the fitting loops: example i's features are `at[k]`, `value[k]` for k from `starts[i]`
 * to `starts[i + 1]`, where `at` is the feature's first parameter (`offset + index * stride`).
 */
interface TPacked {
  starts: Int32Array;
  at: Int32Array;
  value: Float64Array;
}

function pack(xs: readonly TSparseExample[], offset: number, stride: number): TPacked {
  const starts = new Int32Array(xs.length + 1);
  xs.forEach((x, i) => (starts[i + 1] = starts[i]! + x.index.length));
  const at = new Int32Array(starts[xs.length]!);
  const value = new Float64Array(starts[xs.length]!);
  xs.forEach((x, i) => {
    for (let j = 0; j < x.index.length; j += 1) {
      at[starts[i]! + j] = offset + x.index[j]! * stride;
      value[starts[i]! + j] = x.value[j]!;
    }
  });
  return { starts, at, value };
}

/**
 * One Adam step over all parameters, the L2 term added to the gradient of those from `decayFrom` on; clears the
 * gradient for the next step. The arithmetic is the textbook update, term by term in a fixed order.
 */
function adamStep(
  params: Float64Array,
  grad: Float64Array,
  m: Float64Array,
  v: Float64Array,
  t: number,
  options: TFitOptions,
  decayFrom: number,
): void {
  const b1 = 0.9;
  const b2 = 0.999;
  const correct1 = 1 - b1 ** t;
  const correct2 = 1 - b2 ** t;
  const { l2, learningRate: rate } = options;
  for (let i = 0; i < params.length; i += 1) {
    const g = i < decayFrom ? grad[i]! : grad[i]! + l2 * params[i]!;
    grad[i] = 0;
    const mi = b1 * m[i]! + (1 - b1) * g;
    const vi = b2 * v[i]! + (1 - b2) * g * g;
    m[i] = mi;
    v[i] = vi;
    params[i]! -= (rate * (mi / correct1)) / (Math.sqrt(vi / correct2) + 1e-8);
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
  const m = new Float64Array(features + 1);
  const v = new Float64Array(features + 1);
  const totalWeight = examples.reduce((sum, e) => sum + e.weight, 0);
  const { starts, at, value } = pack(
    examples.map((e) => e.x),
    1,
    1,
  );
  const ys = Float64Array.from(examples, (e) => e.y);
  const weights = Float64Array.from(examples, (e) => e.weight);
  for (let t = 1; t <= options.steps; t += 1) {
    for (let i = 0; i < examples.length; i += 1) {
      const from = starts[i]!;
      const to = starts[i + 1]!;
      let z = params[0];
      for (let k = from; k < to; k += 1) z += params[at[k]!]! * value[k]!;
      const error = (weights[i]! * (1 / (1 + Math.exp(-z)) - ys[i]!)) / totalWeight;
      grad[0]! += error;
      for (let k = from; k < to; k += 1) grad[at[k]!]! += error * value[k]!;
    }
    if (options.fixedBias !== undefined) grad[0] = 0;
    adamStep(params, grad, m, v, t, options, 1);
  }
  return { bias: params[0], weights: params.subarray(1) };
}

/** A softmax fit's examples, packed: the extra inputs follow each example's features, at their own parameters. */
interface TSoftmaxData extends TPacked {
  classes: number;
  labels: Int32Array;
}

/**
 * Adds one step's gradient of the mean log loss (without the L2 term) to `grad`. Each logit sums the bias, then
 * the example's inputs in order; each gradient sums the examples in their order.
 */
export function softmaxGradient(params: Float64Array, grad: Float64Array, data: TSoftmaxData): void {
  const { classes, starts, at, value, labels } = data;
  const n = labels.length;
  const z = new Float64Array(classes);
  for (let i = 0; i < n; i += 1) {
    for (let c = 0; c < classes; c += 1) z[c] = params[c]!;
    for (let k = starts[i]!; k < starts[i + 1]!; k += 1) {
      const base = at[k]!;
      const x = value[k]!;
      for (let c = 0; c < classes; c += 1) z[c]! += params[base + c]! * x;
    }
    let top = -Infinity;
    for (let c = 0; c < classes; c += 1) top = Math.max(top, z[c]!);
    let norm = 0;
    for (let c = 0; c < classes; c += 1) {
      z[c] = Math.exp(z[c]! - top);
      norm += z[c]!;
    }
    // z now holds the errors: probability minus the label, over the number of examples.
    for (let c = 0; c < classes; c += 1) {
      z[c] = (z[c]! / norm - (c === labels[i] ? 1 : 0)) / n;
      grad[c]! += z[c]!;
    }
    for (let k = starts[i]!; k < starts[i + 1]!; k += 1) {
      const base = at[k]!;
      const x = value[k]!;
      for (let c = 0; c < classes; c += 1) grad[base + c]! += z[c]! * x;
    }
  }
}

/**
 * softmaxGradient for five classes (the emotions), the logits and errors held in locals: the same operations in
 * the same order, so the same bits (train-linear.test.ts), in about two thirds of the time.
 */
export function fiveClassGradient(params: Float64Array, grad: Float64Array, data: TSoftmaxData): void {
  const { starts, at, value, labels } = data;
  const n = labels.length;
  for (let i = 0; i < n; i += 1) {
    let z0 = params[0]!;
    let z1 = params[1]!;
    let z2 = params[2]!;
    let z3 = params[3]!;
    let z4 = params[4]!;
    for (let k = starts[i]!; k < starts[i + 1]!; k += 1) {
      const base = at[k]!;
      const x = value[k]!;
      z0 += params[base]! * x;
      z1 += params[base + 1]! * x;
      z2 += params[base + 2]! * x;
      z3 += params[base + 3]! * x;
      z4 += params[base + 4]! * x;
    }
    const top = Math.max(Math.max(Math.max(Math.max(Math.max(-Infinity, z0), z1), z2), z3), z4);
    const p0 = Math.exp(z0 - top);
    const p1 = Math.exp(z1 - top);
    const p2 = Math.exp(z2 - top);
    const p3 = Math.exp(z3 - top);
    const p4 = Math.exp(z4 - top);
    const norm = 0 + p0 + p1 + p2 + p3 + p4;
    const y = labels[i]!;
    const e0 = (p0 / norm - (y === 0 ? 1 : 0)) / n;
    const e1 = (p1 / norm - (y === 1 ? 1 : 0)) / n;
    const e2 = (p2 / norm - (y === 2 ? 1 : 0)) / n;
    const e3 = (p3 / norm - (y === 3 ? 1 : 0)) / n;
    const e4 = (p4 / norm - (y === 4 ? 1 : 0)) / n;
    grad[0]! += e0;
    grad[1]! += e1;
    grad[2]! += e2;
    grad[3]! += e3;
    grad[4]! += e4;
    for (let k = starts[i]!; k < starts[i + 1]!; k += 1) {
      const base = at[k]!;
      const x = value[k]!;
      grad[base]! += e0 * x;
      grad[base + 1]! += e1 * x;
      grad[base + 2]! += e2 * x;
      grad[base + 3]! += e3 * x;
      grad[base + 4]! += e4 * x;
    }
  }
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
  gradient = classes === 5 ? fiveClassGradient : softmaxGradient,
): { bias: Float64Array; weights: Float64Array; extraWeights: Float64Array } {
  const extras = examples[0]?.extra.length ?? 0;
  const extraFrom = classes + features * classes;
  const size = extraFrom + extras * classes;
  const params = new Float64Array(size);
  const grad = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  // The extra inputs as features after the last one: their parameters follow the features'.
  const extraIndex = Int32Array.from({ length: extras }, (_, d) => features + d);
  const data: TSoftmaxData = {
    classes,
    labels: Int32Array.from(examples, (e) => e.y),
    ...pack(
      examples.map(({ x, extra }) => ({
        index: Int32Array.from([...x.index, ...extraIndex]),
        value: Float64Array.from([...x.value, ...extra]),
      })),
      classes,
      classes,
    ),
  };
  for (let t = 1; t <= options.steps; t += 1) {
    gradient(params, grad, data);
    adamStep(params, grad, m, v, t, options, classes);
  }
  return {
    bias: params.slice(0, classes),
    weights: params.slice(classes, extraFrom),
    extraWeights: params.slice(extraFrom),
  };
}

/** Rounds for storage: 4 decimals keeps scores to well under 0.001 and the file diffable. */
export const roundWeight = (w: number): number => Math.round(w * 1e4) / 1e4 || 0;
