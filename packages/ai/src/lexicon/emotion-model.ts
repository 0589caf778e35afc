import { EMOTIONS, type TEmotion, type TEmotionScores } from '@innerweather/validators/journal';

import modelData from '../../data/emotion-model.json' with { type: 'json' };
import { loadLinearModel, softmax, type TLinearModel, type TLinearModelData } from '../learn/linear-model.ts';
import { sentenceFeatures } from '../learn/text-features.ts';
import { at } from '../learn/vectors.ts';

/**
 * The built-in analyzer's learned step: softmax regression over the entry's words, word pairs, negated words and
 * letter sequences (text-features.ts) plus the lexicon's five raw weights, trained by `pnpm train:emotion`
 * (train-emotion.ts) into data/emotion-model.json. It decides the five scores (each emotion's probability; they
 * add up to 1, so the dominant one's score is its share) and so the dominant emotion; the lexicon still finds the
 * words, topics and turns the insights are written from.
 */
export interface TEmotionModelData extends TLinearModelData {
  /** Weights of the lexicon's raw weight per emotion (log(1 + raw)), one row per emotion in EMOTIONS order. */
  lexicon: number[][];
}

const trained = modelData as TEmotionModelData;
const trainedModel = loadLinearModel(trained);

/** The lexicon's raw weights as the model reads them. */
export function lexiconInputs(raw: TEmotionScores): number[] {
  return EMOTIONS.map((emotion) => Math.log1p(raw[emotion]));
}

export function emotionProbabilities(
  text: string,
  raw: TEmotionScores,
  model: TLinearModel = trainedModel,
  lexicon: readonly number[][] = trained.lexicon,
): Record<TEmotion, number> {
  const inputs = lexiconInputs(raw);
  const extra = model.classes.map((_, c) =>
    inputs.reduce((sum, x, e) => sum + x * (lexicon[e]?.[c] ?? 0), 0),
  );
  const parts = sentenceFeatures(text).map((sentence) => model.partial(sentence));
  const probabilities = softmax(model.logits(parts, extra));
  return Object.fromEntries(model.classes.map((emotion, c) => [emotion, at(probabilities, c)])) as Record<
    TEmotion,
    number
  >;
}
