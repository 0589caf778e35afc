import { EMOTIONS, type TEmotion, type TEmotionScores } from '@innerweather/validators/journal';

import { loadLinearModel, softmax, type TLinearModel, type TLinearModelData } from '../learn/linear-model.ts';
import { onFirstUse, readLinearModel, type TModelManifest } from '../learn/model-file.ts';
import { emotionFeatures } from './emotion-features.ts';

/**
 * The built-in analyzer's learned step: softmax regression over the entry's words, word pairs, negated words,
 * letter sequences, shape and closing words (emotion-features.ts), its mean word vector (stored per word as the
 * `words` table, linear-model.ts) and the lexicon's five raw weights, trained by `pnpm train:emotion` (the lab's
 * train-emotion.ts) into data/emotion-model.json and .bin (model-file.ts, read on the first analysis). It decides
 * the five scores (each emotion's probability; they add up to 1, so the dominant one's score is its share) and so
 * the dominant emotion; the lexicon still finds the words, topics and turns the insights are written from.
 */
export interface TEmotionModelData extends TLinearModelData {
  /** Weights of the lexicon's raw weight per emotion (log(1 + raw)), one row per emotion in EMOTIONS order. */
  lexicon: number[][];
  /**
   * The logits are divided by it before the softmax, so the scores are shares a reader can trust: chosen by the
   * trainer on its cross-validated predictions (the lowest log loss); 1 when absent.
   */
  temperature?: number;
}

const trained = onFirstUse(() => {
  const data = readLinearModel<TModelManifest & Omit<TEmotionModelData, 'weights' | 'words'>>(
    'emotion-model',
  );
  return { model: loadLinearModel(data), lexicon: data.lexicon, temperature: data.temperature ?? 1 };
});

/** The lexicon's raw weights as the model reads them. */
export function lexiconInputs(raw: TEmotionScores): number[] {
  return EMOTIONS.map((emotion) => Math.log1p(raw[emotion]));
}

export function emotionProbabilities(
  text: string,
  raw: TEmotionScores,
  model: TLinearModel = trained().model,
  lexicon: readonly number[][] = trained().lexicon,
  temperature: number = trained().temperature,
): Record<TEmotion, number> {
  const inputs = lexiconInputs(raw);
  const extra = model.classes.map((_, c) =>
    inputs.reduce((sum, x, e) => sum + x * (lexicon[e]?.[c] ?? 0), 0),
  );
  const parts = emotionFeatures(text).map((sentence) => model.partial(sentence));
  const probabilities = softmax(model.logits(parts, extra).map((z) => z / temperature));
  return Object.fromEntries(model.classes.map((emotion, c) => [emotion, probabilities[c]!])) as Record<
    TEmotion,
    number
  >;
}
