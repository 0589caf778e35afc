import { describe, expect, it } from 'vitest';

import { emotionFeatures } from './emotion-features.ts';

/** The shape features (`s:`) the emotion model reads beside an entry's words. */
const shapeOf = (text: string) =>
  emotionFeatures(text)
    .flatMap((part) => [...part.keys()])
    .filter((feature) => feature.startsWith('s:'))
    .sort();

describe('emotion features', () => {
  it('reads a word quoted and then echoed alone, the shape of sarcasm the words lose', () => {
    expect(shapeOf("Sister says I'm 'lucky' to be at home with the kids. Lucky.")).toEqual([
      's:echo',
      's:quoted',
    ]);
  });

  it('reads capitals and exclamation marks, which a quiet word list does not', () => {
    expect(shapeOf('SHE SLEPT SEVEN HOURS! I am a new woman.')).toEqual(['s:!', 's:shouted']);
  });

  it('reads an entry of short fragments as a fragmented log', () => {
    expect(shapeOf('Bins out. Rain. Called Mum. Tea at six, then an early night with a book.')).toEqual([
      's:fragments',
    ]);
  });

  it('reads the words an entry lands on and the words after a turn apart from the rest', () => {
    const features = emotionFeatures('Long shift on the ward, but she asked my name. Kept it.').flatMap(
      (part) => [...part.keys()],
    );
    expect(features.filter((feature) => /^[al]:/.test(feature)).sort()).toEqual([
      'a:asked',
      'a:my',
      'a:name',
      'a:she',
      'l:it',
      'l:kept',
    ]);
  });

  it('counts each shape once however long the entry is', () => {
    const parts = emotionFeatures('Yes! Yes! Yes! Finally home.');
    expect(parts.reduce((n, part) => n + (part.get('s:!') ?? 0), 0)).toBe(1);
  });
});
