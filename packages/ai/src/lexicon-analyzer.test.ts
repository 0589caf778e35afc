import { readFileSync } from 'node:fs';

import { EMOTIONS, ZEmotionAnalysisSchema } from '@innerweather/validators/journal';
import type { TEmotion } from '@innerweather/validators/journal';
import { describe, expect, it } from 'vitest';

import { analyzeWithLexicon } from './lexicon-analyzer.ts';

interface TLabelledEntry {
  id: string;
  expected: TEmotion;
  text: string;
}

function loadEntries(file: string): TLabelledEntry[] {
  return JSON.parse(readFileSync(new URL(`../test-data/${file}`, import.meta.url), 'utf8')) as TLabelledEntry[];
}

function accuracyOn(entries: TLabelledEntry[]) {
  const misses = entries
    .map((entry) => ({ entry, analysis: analyzeWithLexicon(entry.text) }))
    .filter(({ entry, analysis }) => analysis.dominantEmotion !== entry.expected)
    .map(({ entry, analysis }) => `${entry.id}: got ${analysis.dominantEmotion} ${JSON.stringify(analysis.scores)}`);
  return { accuracy: (entries.length - misses.length) / entries.length, misses };
}

describe('labelled accuracy', () => {
  it('finds the dominant emotion of the labelled entries', () => {
    const { accuracy, misses } = accuracyOn(loadEntries('emotion-entries.json'));
    console.log(`lexicon accuracy (labelled): ${(accuracy * 100).toFixed(1)}%`, misses);
    expect(accuracy).toBeGreaterThanOrEqual(0.75);
  });
});
