/**
 * Trains the built-in analyzer's emotion model and writes data/emotion-model.json (`pnpm --filter
 * @innerweather/ai train:emotion`). Deterministic like train-crisis.ts: examples in file order, folds from a hash
 * of the text, weights from zero by a fixed number of full-batch steps, rounded to 4 decimals.
 * Prints the five-fold cross-validated accuracy (overall and per emotion) and stores it beside the weights.
 *
 *   --report       print the cross-validated figures only, write nothing
 *   --out <file>   write the model there instead (the reproducibility test compares it with the committed one)
 */
import { writeFileSync } from 'node:fs';

import { EMOTIONS, type TEmotion } from '@innerweather/validators/journal';

import { loadEmotionExamples } from '../crisis/crisis-training-data.ts';
import { loadLinearModel } from '../learn/linear-model.ts';
import { mergeFeatures, sentenceFeatures } from '../learn/text-features.ts';
import { buildVocabulary, fitSoftmax, foldOf, roundWeight, toSparse } from '../learn/train-linear.ts';
import { readLexicon } from './lexicon-analyzer.ts';
import { emotionProbabilities, lexiconInputs, type TEmotionModelData } from './emotion-model.ts';

const FOLDS = 5;
const MIN_DOCS = 2;
const FIT = { l2: 1e-5, steps: 800, learningRate: 0.05 };

const examples = loadEmotionExamples().filter((e) => (EMOTIONS as readonly string[]).includes(e.emotion));
const labels = examples.map((e) => EMOTIONS.indexOf(e.emotion as TEmotion));
const whole = examples.map((e) => mergeFeatures(sentenceFeatures(e.text)));
const raws = examples.map((e) => readLexicon(e.text).raw);

function train(indices: readonly number[]): TEmotionModelData {
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
  const model = train(examples.map((_, i) => i));
  const { weights, ...head } = {
    about:
      'Written by `pnpm --filter @innerweather/ai train:emotion` (src/lexicon/train-emotion.ts); do not edit. See data/README.md.',
    trainedOn: examples.length,
    fit: FIT,
    crossValidated,
    ...model,
  };
  const lines = Object.entries(weights).map(
    ([feature, w]) => `    ${JSON.stringify(feature)}: ${JSON.stringify(w)}`,
  );
  const headJson = JSON.stringify(head, null, 2);
  const outAt = process.argv.indexOf('--out');
  const file =
    outAt === -1
      ? new URL('../../data/emotion-model.json', import.meta.url)
      : new URL(`file://${process.argv[outAt + 1]}`);
  writeFileSync(file, `${headJson.slice(0, -2)},\n  "weights": {\n${lines.join(',\n')}\n  }\n}\n`);
  console.log(`wrote ${file.pathname}: ${lines.length} features`);
}
