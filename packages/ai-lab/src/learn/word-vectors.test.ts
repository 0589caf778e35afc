// The crisis model reads word vectors through per-word sums stored in the model (data/README.md, Word vectors): a
// word no training text used still moves the scores.
import { describe, expect, it } from 'vitest';

import { kindProbabilities } from '@innerweather/ai/crisis/crisis-model';
import { familiesOf } from '@innerweather/ai/crisis/crisis-concepts';
import { readLinearModel, type TModelManifest } from '@innerweather/ai/learn/model-file';
import { featuresOf } from '@innerweather/ai/learn/text-features';

const model = readLinearModel<TModelManifest>('crisis-model');
const words = Object.fromEntries(model.words ?? []);
const weights = Object.fromEntries(model.weights);
const read = (sentence: string) => kindProbabilities([featuresOf(sentence, familiesOf)]);

describe('word vectors in the crisis model', () => {
  it('cover the 30,000 words, most of them never seen in training', () => {
    const unseen = Object.keys(words).filter((word) => !weights[word]);
    expect(Object.keys(words).length).toBeGreaterThanOrEqual(30_000);
    expect(unseen.length).toBeGreaterThan(15_000);
  });

  it('let a word that no training text used move the scores, unlike a word with no vector', () => {
    const unseen = Object.keys(words).find((word) => !weights[word] && /^w:[a-z]{6,}$/.test(word))!;
    const known = read(`I keep thinking about ${unseen.slice(2)}.`);
    const unknown = read('I keep thinking about qzxvbnm.');
    expect(known).not.toEqual(unknown);
  });
});
