/**
 * Trains the built-in analyzer's emotion model and writes packages/ai/data/emotion-model.json and .bin (`pnpm --filter
 * @innerweather/ai-lab train:emotion`). Deterministic like train-crisis.ts: examples in file order, folds from a hash
 * of the text, weights from zero by a fixed number of full-batch steps, rounded to 4 decimals.
 * Prints the five-fold cross-validated accuracy (overall and per emotion) and stores it beside the weights.
 *
 *   --report       print the cross-validated figures only, write nothing
 *   --out <folder> write the model there instead (the reproducibility test compares it with the committed one)
 */
import { EMOTIONS, type TEmotion } from '@innerweather/validators/journal';

import { loadEmotionExamples } from '../crisis/crisis-training-data.ts';
import { loadLinearModel } from '@innerweather/ai/learn/linear-model';
import { mergeFeatures, sentenceFeatures } from '@innerweather/ai/learn/text-features';
import { buildVocabulary, fitSoftmax, foldOf, roundWeight, toSparse } from '../learn/train-linear.ts';
import { outputFolder, trainingDataHash, writeModelFiles } from '../learn/model-writer.ts';
import { readLexicon } from '@innerweather/ai/lexicon/lexicon-analyzer';
import {
  emotionProbabilities,
  lexiconInputs,
  type TEmotionModelData,
} from '@innerweather/ai/lexicon/emotion-model';

const FOLDS = 5;
const MIN_DOCS = 2;
const FIT = { l2: 1e-5, steps: 800, learningRate: 0.05 };

const examples = loadEmotionExamples().filter((e) => (EMOTIONS as readonly string[]).includes(e.emotion));
const labels = examples.map((e) => EMOTIONS.indexOf(e.emotion as TEmotion));
const whole = examples.map((e) => mergeFeatures(sentenceFeatures(e.text)));
const raws = examples.map((e) => readLexicon(e.text).raw);

function train(indices: readonly number[]): TEmotionModelData & { weights: Record<string, number[]> } {
  const vocabulary = buildVocabulary(
    indices.map((i) => whole[i]!),
    MIN_DOCS,
  );
  const fitted = fitSoftmax(
    indices.map((i) => ({
      x: toSparse(whole[i]!, vocabulary),
      extra: lexiconInputs(raws[i]!),
      y: labels[i]!,
    })),
    vocabulary.size,
    EMOTIONS.length,
    FIT,
  );
  const weights: Record<string, number[]> = {};
  [...vocabulary.keys()].forEach((feature, f) => {
    const row = EMOTIONS.map((_, c) => roundWeight(fitted.weights[f * EMOTIONS.length + c]!));
    if (row.some((w) => w !== 0)) weights[feature] = row;
  });
  return {
    classes: [...EMOTIONS],
    bias: [...fitted.bias].map(roundWeight),
    lexicon: EMOTIONS.map((_, e) =>
      EMOTIONS.map((_, c) => roundWeight(fitted.extraWeights[e * EMOTIONS.length + c]!)),
    ),
    weights,
  };
}

function crossValidate() {
  const folds = examples.map((e) => foldOf(e.text, FOLDS));
  const predicted = new Array<number>(examples.length);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const data = train(examples.map((_, i) => i).filter((i) => folds[i] !== fold));
    const model = loadLinearModel(data);
    examples.forEach((e, i) => {
      if (folds[i] !== fold) return;
      const p = emotionProbabilities(e.text, raws[i]!, model, data.lexicon);
      predicted[i] = EMOTIONS.indexOf([...EMOTIONS].sort((a, b) => p[b] - p[a])[0]!);
    });
  }
  const share = (indices: number[]) => {
    const right = indices.filter((i) => predicted[i] === labels[i]).length;
    return `${right}/${indices.length} (${((100 * right) / indices.length).toFixed(1)}%)`;
  };
  const all = examples.map((_, i) => i);
  return {
    accuracy: share(all),
    perEmotion: Object.fromEntries(
      EMOTIONS.map((emotion, c) => [emotion, share(all.filter((i) => labels[i] === c))]),
    ),
  };
}

const crossValidated = crossValidate();
console.log(JSON.stringify({ examples: examples.length, crossValidated }, null, 2));

if (!process.argv.includes('--report')) {
  const { weights, ...model } = train(examples.map((_, i) => i));
  const head = {
    about:
      'Written by `pnpm --filter @innerweather/ai-lab train:emotion` (src/lexicon/train-emotion.ts) with emotion-model.bin; do not edit. See packages/ai-lab/data/README.md.',
    trainingData: {
      examples: examples.length,
      sha256: trainingDataHash(examples.map((e) => [e.text, e.emotion])),
    },
    fit: FIT,
    crossValidated,
    ...model,
  };
  const folder = outputFolder(process.argv);
  writeModelFiles(folder, 'emotion-model', head, { weights });
  console.log(`wrote ${folder.pathname}emotion-model.json and .bin: ${Object.keys(weights).length} features`);
}
