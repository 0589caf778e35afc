// Issue 21, "Scores that mean something": the built-in analyzer's five scores are shares that a reader can trust —
// on blind round 21 (written by four writers, now open) an entry read at about 80% is right about 80% of the time,
// a mixed day reads as mixed, and sarcasm is not read as joy.
import { readFileSync, readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { analyzeWithLexicon } from '@innerweather/ai/lexicon/lexicon-analyzer';

import { dominantShare, meanShare } from './calibration.ts';

const round = new URL('../../test-data/blind-round-21/', import.meta.url);
const ordinary = readdirSync(round)
  .filter((file) => file.endsWith('-ordinary.json'))
  .flatMap(
    (file) =>
      JSON.parse(readFileSync(new URL(file, round), 'utf8')) as Array<{ emotion: string; text: string }>,
  );

const shareOf = (text: string) => {
  const { scores, dominantEmotion } = analyzeWithLexicon(text);
  return { dominantEmotion, share: dominantShare(scores, dominantEmotion) };
};

describe('calibrated scores', () => {
  it('gives the dominant emotion a share close to how often it is right, not 100% for everything', () => {
    const read = ordinary.map((entry) => {
      const { dominantEmotion, share } = shareOf(entry.text);
      return { share, right: dominantEmotion === entry.emotion };
    });
    const accuracy = read.filter((r) => r.right).length / read.length;
    expect(read.length).toBe(520);
    expect(Math.abs(meanShare(read) - accuracy)).toBeLessThan(0.05);
    expect(read.filter((r) => r.share > 0.99).length / read.length).toBeLessThan(0.25);
  });

  it('reads a mixed day as mixed and sarcasm as something other than joy', () => {
    const mixed = shareOf('Got the job offer today, but Dad is back in hospital and I am scared for him.');
    expect(mixed.share).toBeLessThan(0.8);
    expect(shareOf('Great, another Monday… Love being ignored in every meeting.').dominantEmotion).not.toBe(
      'joy',
    );
  });
});
