import { describe, expect, it } from 'vitest';
import { dominantShare } from './emotion-badge.tsx';

describe("the entry badge's percentage", () => {
  it("is the dominant emotion's share of the five scores, not the analyzer's confidence", () => {
    const analysis = {
      joy: 0.1,
      calm: 0.1,
      anxiety: 0.1,
      sadness: 0.6,
      anger: 0.1,
      dominantEmotion: 'sadness' as const,
      confidence: 0.2,
      insights: [],
      keywords: [],
    };
    expect(dominantShare(analysis)).toBeCloseTo(0.6);
    expect(dominantShare({ ...analysis, sadness: 0.9, joy: 0.9, calm: 0, anxiety: 0, anger: 0 })).toBeCloseTo(
      0.5,
    );
    expect(dominantShare({ ...analysis, joy: 0, calm: 0, anxiety: 0, sadness: 0, anger: 0 })).toBe(0);
  });
});
