import { describe, expect, it } from 'vitest';

import { loadLinearModel, type TLinearModelData } from './linear-model.ts';
import { scaleOf } from './text-features.ts';

/** One class that reads one feature, "i", in a window where it is one count in ten. */
const reading = (data: Partial<TLinearModelData>, counts: number) => {
  const model = loadLinearModel({ classes: ['alarm'], bias: [0], weights: { 'w:i': [1] }, ...data });
  const window = new Map([
    ['w:i', counts / 10],
    ['w:day', (counts * 9) / 10],
  ]);
  return model.logits([model.partial(window)])[0]!;
};

describe('feature scaling', () => {
  it('divides counts by the square root of the window total by default', () => {
    expect(scaleOf(100)).toBeCloseTo(0.1);
    expect(scaleOf(50, 50)).toBeCloseTo(0.1);
    expect(scaleOf(0)).toBe(0);
  });

  it('lets a word that is one count in ten grow with the window by default', () => {
    expect(reading({}, 400)).toBeCloseTo(2 * reading({}, 100));
  });

  it("with featurePower 1 reads a word's share the same in a window of 2,000 counts as in one of 200", () => {
    expect(reading({ featurePower: 1 }, 2000)).toBeCloseTo(reading({ featurePower: 1 }, 200));
    expect(reading({ featurePower: 0.75 }, 2000)).toBeLessThan(reading({}, 2000));
  });

  it('reads a short window as the square root does, whatever featurePower', () => {
    expect(reading({ featurePower: 1 }, 100)).toBeCloseTo(reading({}, 100));
    expect(reading({ featurePower: 1 }, 200)).toBeCloseTo(reading({}, 200));
  });
});
