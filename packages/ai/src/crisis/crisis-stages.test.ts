// The two learned stages around the screen (crisis-stages.ts): what each may change, and that the screen applies them.
import { describe, expect, it } from 'vitest';

import { applyStages } from './crisis-stages.ts';

const thresholds = { veto: 0.2, recall: 0.9 };

describe('applyStages', () => {
  it('takes back a card the model gave when the veto reads it plainly as no crisis', () => {
    expect(applyStages({ tier: 'distress', ruled: [], probabilities: [0.1, 0.5], thresholds })).toEqual({
      tier: null,
      stage: 'veto',
    });
    expect(applyStages({ tier: 'crisis', ruled: [], probabilities: [0.1, 0.5], thresholds })).toEqual({
      tier: null,
      stage: 'veto',
    });
  });

  it('keeps a card the veto is not sure about', () => {
    expect(applyStages({ tier: 'crisis', ruled: [], probabilities: [0.2, 0.5], thresholds })).toEqual({
      tier: 'crisis',
      stage: null,
    });
  });

  it('never takes back a card a rule gave', () => {
    expect(
      applyStages({ tier: 'crisis', ruled: ['intent_to_die'], probabilities: [0, 0], thresholds }),
    ).toEqual({ tier: 'crisis', stage: null });
  });

  it('raises only the distress tier on a quiet entry, and only at or above the recall threshold', () => {
    expect(applyStages({ tier: null, ruled: [], probabilities: [0.99, 0.9], thresholds })).toEqual({
      tier: 'distress',
      stage: 'recall',
    });
    expect(applyStages({ tier: null, ruled: [], probabilities: [0.99, 0.89], thresholds })).toEqual({
      tier: null,
      stage: null,
    });
  });
});
