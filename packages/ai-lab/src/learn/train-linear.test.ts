// The emotion model is fitted by fiveClassGradient, a faster copy of softmaxGradient for five classes: the two
// must give the same weights bit for bit, or the committed weights would depend on which loop ran.
import { describe, expect, it } from 'vitest';

import { fitSoftmax, fiveClassGradient, softmaxGradient, type TSparseExample } from './train-linear.ts';

/** Deterministic examples: a few of 40 features each, with values that make every sum round. */
function examples(count: number) {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => {
    const index = [...new Set(Array.from({ length: 6 }, () => Math.floor(next() * 40)))].sort(
      (a, b) => a - b,
    );
    const x: TSparseExample = {
      index: Int32Array.from(index),
      value: Float64Array.from(index, () => next()),
    };
    return { x, extra: [next(), next() * 3, 0.1], y: i % 5 };
  });
}

const bits = (fit: ReturnType<typeof fitSoftmax>) =>
  [fit.bias, fit.weights, fit.extraWeights].map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength));

describe('fitSoftmax', () => {
  it('fits five classes to the same bits with the five-class loop and the general one', () => {
    const data = examples(200);
    const options = { l2: 1e-7, steps: 60, learningRate: 0.05 };
    const fast = fitSoftmax(data, 40, 5, options, fiveClassGradient);
    const general = fitSoftmax(data, 40, 5, options, softmaxGradient);
    expect(fast.weights.some((w) => w !== 0)).toBe(true);
    expect(bits(fast)).toEqual(bits(general));
  });
});
