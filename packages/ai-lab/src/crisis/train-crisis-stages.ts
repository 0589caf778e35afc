/**
 * Trains the crisis screen's two stages (packages/ai, src/crisis/crisis-stages.ts) and writes
 * packages/ai/data/crisis-stages.json and .bin (`pnpm --filter @innerweather/ai-lab train:crisis-stages --base
 * <dump>`). Deterministic like train:crisis: examples in file order, folds from the writer groups, weights from zero
 * by a fixed number of full-batch steps, rounded to 4 decimals.
 *
 * The data: every example train:crisis reads, rounds 24-26 (never trained on by the screen's model) and the dev
 * writers dw1-dw6 (data/dev-writers/). Each writer or round is one group (groupOf); folds hold whole groups.
 * What the screen alone answers: for an example its model trained on, the tier from its out-of-fold probabilities
 * (`train:crisis --report --dump <file>`, passed as `--base <file>`); for the others the shipped screen's.
 *
 * 1. Writer-grouped cross-validation: each fold's stages are trained on the other folds' groups.
 * 2. Thresholds from those out-of-fold readings only (chooseThresholds).
 * 3. The final stages are trained on everything.
 *
 *   --base <file>  the screen's out-of-fold probabilities (required for a full run)
 *   --report       print the figures only, write nothing
 *   --groups       also print the figures per group, screen alone and with the stages
 *   --out <folder> write the files there instead (the reproducibility test)
 *   --reproduce    no cross-validation: thresholds and figures from the committed manifest, then the final fit
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { detectLanguage } from '@innerweather/ai/language';
import { loadLinearModel } from '@innerweather/ai/learn/linear-model';
import { splitSentences, type TFeatureCounts } from '@innerweather/ai/learn/text-features';
import {
  alarmOf,
  crisisFeatures,
  crisisThresholds,
  kindProbabilities,
} from '@innerweather/ai/crisis/crisis-model';
import { CRISIS_KINDS, type TCrisisKind, type TCrisisTier } from '@innerweather/ai/crisis/crisis-kinds';
import { applyCrisisRules } from '@innerweather/ai/crisis/crisis-rules';
import { screenForCrisis } from '@innerweather/ai/crisis/crisis-screen';
import { findCrisisSignals } from '@innerweather/ai/crisis/crisis-signals';
import {
  applyStages,
  CRISIS_STAGES,
  stageFeatures,
  stageProbabilities,
  type TCrisisStagesData,
} from '@innerweather/ai/crisis/crisis-stages';
import { conceptsFromSignals, decideTier } from '@innerweather/ai/crisis/crisis-tier';
import { denseFeatures, PRIOR, sentenceVector, wordTable } from '../learn/word-vectors.ts';
import {
  buildVocabulary,
  fitBinary,
  roundWeight,
  toSparse,
  type TSparseExample,
} from '../learn/train-linear.ts';
import { outputFolder, trainingDataHash, writeModelFiles } from '../learn/model-writer.ts';
import { expectRecorded, recordedRun } from '../learn/reproduce.ts';
import { loadCrisisExamples, toCrisisKind, type TCrisisExample } from './crisis-training-data.ts';

const FOLDS = 6;
const MIN_DOCS = 3;
/**
 * The bias is held at 0, as in train:crisis: an entry with little evidence either way (a short note) reads 0.5, so the
 * veto, which needs a low reading, never takes back a card for want of words. A learned bias was negative and
 * vetoed short plain crises ("After the exams are marked I'm ending it.") out of fold.
 */
const FIT = { l2: 1e-4, steps: 400, learningRate: 0.05, fixedBias: 0 };
const FEATURE_PRIOR = 50;
const DENSE_SCALE = 3;
const ORDINARY_WEIGHT = 3;
/** Crisis support the veto may cost, out of fold (a share of all crises). */
const VETO_SUPPORT_COST = 0.005;
/** Ordinary entries the recall stage may card, out of fold (a share of all ordinary entries). */
const RECALL_ORDINARY_COST = 0.003;
/** A recall threshold no reading reaches: the stage is off. */
const RECALL_OFF = 1.01;

const labDir = new URL('../../', import.meta.url);
const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, labDir), 'utf8'));

/** Writers the screen's model never read: rounds 24-26 and the dev writers. */
const UNSEEN_FILES = [
  ...['w18', 'w19', 'w20'].flatMap((w) => [
    `test-data/blind-round-24/${w}-crisis.json`,
    `test-data/blind-round-24/${w}-ordinary.json`,
  ]),
  ...['w21', 'w22', 'w23'].flatMap((w) => [
    `test-data/blind-round-25/${w}-crisis.json`,
    `test-data/blind-round-25/${w}-ordinary.json`,
  ]),
  ...['w24', 'w25', 'w26'].flatMap((w) => [
    `test-data/blind-round-26/${w}-crisis.json`,
    `test-data/blind-round-26/${w}-ordinary.json`,
  ]),
  ...[1, 2, 3, 4, 5, 6].map((n) => `data/dev-writers/dw${n}.json`),
];

interface TStageExample extends TCrisisExample {
  /** Whether the screen's model trained on it (its base tier then comes from the out-of-fold dump). */
  seen: boolean;
}

function loadExamples(): TStageExample[] {
  const examples: TStageExample[] = loadCrisisExamples().map((e) => ({ ...e, seen: true }));
  const seen = new Set(examples.map((e) => e.text));
  for (const file of UNSEEN_FILES) {
    for (const entry of readJson(file) as Array<{ text: string; label?: string; kind?: string | null }>) {
      const text = entry.text.trim();
      if (text.length === 0 || seen.has(text)) continue;
      seen.add(text);
      const label = entry.label === 'crisis' || entry.label === 'lookalike' ? entry.label : 'ordinary';
      examples.push({
        text,
        label,
        kind: label === 'crisis' ? toCrisisKind(entry.kind) : null,
        source: file,
        seen: false,
      });
    }
  }
  return examples;
}

/**
 * The writer group of a source: a round's writer (blind-round-19/b1-crisis.json and b1-ordinary.json are B1), a
 * round written by one brief (blind-round-10/*), a dev writer, a many-voices writer, or a data/ pair
 * (crisis-extra-4a.json with ordinary-extra-4a.json).
 */
function groupOf(source: string): string {
  const round = /^test-data\/blind-round-(\d+)\/(?:([bw]\d+)-)?/.exec(source);
  if (round) return round[2] ? `round-${round[1]}/${round[2]}` : `round-${round[1]}`;
  const dev = /dev-writers\/(dw\d+)/.exec(source);
  if (dev) return dev[1]!;
  const voices = /many-voices\/(t\d+)-/.exec(source);
  if (voices) return `many-voices/${voices[1]}`;
  const pair = /^data\/(?:crisis|ordinary)-(.+)\.json$/.exec(source);
  if (pair) return `data/${pair[1]}`;
  return source;
}

const examples = loadExamples();
const groups = examples.map((e) => groupOf(e.source));
const texts = examples.map((e) => splitSentences(e.text));
const ruled = texts.map((sentences) => applyCrisisRules(sentences));
const signals = texts.map((sentences) => findCrisisSignals(sentences));
const concepts = signals.map((s, i) => conceptsFromSignals(s, ruled[i]!));
const english = examples.map((e) => detectLanguage(e.text).language === 'en');
const features: TFeatureCounts[] = texts.map((sentences, i) =>
  stageFeatures(sentences, concepts[i]!, ruled[i]!),
);
const dense = texts.map((sentences) => denseFeatures(sentences.map(sentenceVector)));

/** The screen's model's readings of every English example (for the examples it trained on, in sample). */
const readings = texts.map((sentences, i) =>
  english[i] ? kindProbabilities(crisisFeatures(sentences, signals[i]!)) : [],
);
const shipped = crisisThresholds();
const recordedFigures = (
  JSON.parse(readFileSync(new URL('../../../ai/data/crisis-model.json', import.meta.url), 'utf8')) as {
    crossValidated: { crisisRecallEitherTier: string; ordinaryEitherTier: string };
  }
).crossValidated;
const shareOf = (figure: string) => Number(/\(([\d.]+)%\)/.exec(figure)![1]) / 100;

/**
 * The screen's tier on example i with its distress threshold at `distress` (the shipped one for writers it never
 * read). On writers it trained on its readings are in sample: it cards fewer ordinary entries and misses fewer
 * crises than on new writers, so each stage's region there is drawn with the distress threshold at which the
 * in-sample readings match the out-of-fold rate that matters to it (crisis-model.json's cross-validated figures):
 * the veto's at the ordinary entries carded, the recall stage's at the crises supported.
 */
function tierAt(i: number, distress: number): TCrisisTier | null {
  if (!english[i]) return screenForCrisis(examples[i]!.text).tier;
  const d = examples[i]!.seen ? distress : shipped.distress;
  return decideTier({
    concepts: concepts[i]!,
    ruled: ruled[i]!,
    probabilities: readings[i]!,
    thresholds: { ...shipped, distress: d },
  });
}

/** The highest distress threshold at which at least `share` of the seen examples of `label` get a card. */
function matchedThreshold(label: TCrisisExample['label'], share: number): number {
  const of = examples
    .map((_, i) => i)
    .filter((i) => examples[i]!.seen && english[i] && examples[i]!.label === label);
  const alarms = of
    .filter((i) => tierAt(i, 0) !== null)
    .map((i) => Math.round(alarmOf(readings[i]!) * 1000) / 1000)
    .sort((a, b) => b - a);
  return alarms[Math.max(0, Math.ceil(share * of.length) - 1)] ?? shipped.distress;
}

const regionThresholds = {
  veto: matchedThreshold('ordinary', shareOf(recordedFigures.ordinaryEitherTier)),
  recall: matchedThreshold('crisis', shareOf(recordedFigures.crisisRecallEitherTier)),
};
/** The screen's tier as each stage sees it (see tierAt). */
const stageBase = {
  veto: examples.map((_, i) => tierAt(i, regionThresholds.veto)),
  recall: examples.map((_, i) => tierAt(i, regionThresholds.recall)),
};
/** The screen's tier alone, as shipped: honest on writers it never read. */
const shippedBase = examples.map((_, i) => tierAt(i, shipped.distress));

/** Which examples each stage reads and learns from: the veto the carded ones, recall the others; none ruled. */
const learnsFrom: Record<(typeof CRISIS_STAGES)[number], (i: number) => boolean> = {
  veto: (i) => english[i]! && ruled[i]!.length === 0 && stageBase.veto[i] !== null,
  recall: (i) => english[i]! && ruled[i]!.length === 0 && stageBase.recall[i] === null,
};

/** Folds of whole groups: largest group first, each to the fold with the fewest examples so far. */
function groupFolds(): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const g of groups) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  const order = [...sizes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const load = new Array<number>(FOLDS).fill(0);
  const folds = new Map<string, number>();
  for (const [group, size] of order) {
    const fold = load.indexOf(Math.min(...load));
    folds.set(group, fold);
    load[fold]! += size;
  }
  return folds;
}

function withDense(x: TSparseExample, inputs: readonly number[], size: number): TSparseExample {
  return {
    index: Int32Array.from([...x.index, ...inputs.map((_, d) => size + d)]),
    value: Float64Array.from([...x.value, ...inputs.map((v) => v * DENSE_SCALE)]),
  };
}

function train(indices: readonly number[]) {
  const vocabulary = buildVocabulary(
    indices.map((i) => features[i]!),
    MIN_DOCS,
  );
  const names = [...vocabulary.keys(), ...dense[0]!.map((_, d) => `dense:${d}`)];
  const weights = names.map(() => new Array<number>(CRISIS_STAGES.length).fill(0));
  const bias: number[] = [];
  CRISIS_STAGES.forEach((stage, k) => {
    const chosen = indices.filter(learnsFrom[stage]);
    const positives = chosen.filter((i) => examples[i]!.label === 'crisis').length;
    const weightOf = (i: number) => (examples[i]!.label === 'ordinary' ? ORDINARY_WEIGHT : 1);
    const negatives = chosen
      .filter((i) => examples[i]!.label !== 'crisis')
      .reduce((s, i) => s + weightOf(i), 0);
    const fitted = fitBinary(
      chosen.map((i) => {
        const positive = examples[i]!.label === 'crisis';
        return {
          x: withDense(toSparse(features[i]!, vocabulary, FEATURE_PRIOR), dense[i]!, vocabulary.size),
          y: positive ? 1 : 0,
          weight: positive ? negatives / Math.max(1, positives) : weightOf(i),
        };
      }),
      names.length,
      FIT,
    );
    bias.push(roundWeight(fitted.bias));
    fitted.weights.forEach((w, f) => (weights[f]![k] = roundWeight(w)));
  });
  const kept: Record<string, number[]> = {};
  names.forEach((name, f) => {
    if (f < vocabulary.size && weights[f]!.some((w) => w !== 0)) kept[name] = weights[f]!;
  });
  const denseWeights = weights
    .slice(vocabulary.size)
    .map((row) => row.map((w) => roundWeight(w * DENSE_SCALE)));
  const tokens = new Set(indices.flatMap((i) => [...features[i]!.keys()].filter((f) => f.startsWith('w:'))));
  const words = wordTable(denseWeights, [...tokens].map((f) => f.slice(2)).sort());
  return {
    classes: [...CRISIS_STAGES],
    bias,
    weights: kept,
    words,
    wordPrior: PRIOR,
    featurePrior: FEATURE_PRIOR,
  };
}

function crossValidate(): number[][] {
  const folds = groupFolds();
  const out: number[][] = new Array<number[]>(examples.length);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const trainOn = examples.map((_, i) => i).filter((i) => folds.get(groups[i]!) !== fold);
    const model = loadLinearModel(train(trainOn));
    examples.forEach((_, i) => {
      if (folds.get(groups[i]!) === fold) out[i] = stageProbabilities(features[i]!, model);
    });
    console.error(`fold ${fold + 1}/${FOLDS}`);
  }
  return out;
}

const indicesOf = (label: TCrisisExample['label'], within?: (i: number) => boolean) =>
  examples.map((_, i) => i).filter((i) => examples[i]!.label === label && (!within || within(i)));

function tiersWith(
  base: Array<TCrisisTier | null>,
  p: number[][],
  thresholds: TCrisisStagesData['thresholds'],
) {
  return base.map((tier, i) =>
    english[i] ? applyStages({ tier, ruled: ruled[i]!, probabilities: p[i]!, thresholds }).tier : tier,
  );
}

/**
 * Each stage's threshold, over every group: the veto's the highest at which it takes back the cards of at most
 * VETO_SUPPORT_COST of all crises; the recall stage's the lowest at which it cards at most RECALL_ORDINARY_COST of
 * all ordinary entries, and off unless it then finds at least as many crises. (On the writers the screen's model
 * never read alone, the veto's threshold was 0.278 and took back clear crises of the older sets out of fold.)
 */
function chooseThresholds(p: number[][]): TCrisisStagesData['thresholds'] {
  const crises = indicesOf('crisis');
  const ordinary = indicesOf('ordinary');
  const candidates = (k: number) =>
    [...new Set(p.map((q) => Math.round(q[k]! * 1000) / 1000))].sort((a, b) => a - b);
  const vetoed = (t: number) => crises.filter((i) => learnsFrom.veto(i) && p[i]![0]! < t).length;
  const raised = (t: number) => ordinary.filter((i) => learnsFrom.recall(i) && p[i]![1]! >= t).length;
  const veto =
    candidates(0)
      .reverse()
      .find((t) => vetoed(t) <= VETO_SUPPORT_COST * crises.length) ?? 0;
  const recall = candidates(1).find((t) => raised(t) <= RECALL_ORDINARY_COST * ordinary.length) ?? 1;
  // A stage that cards more ordinary entries than it finds crises does more harm than good: it is left off.
  const found = crises.filter((i) => learnsFrom.recall(i) && p[i]![1]! >= recall).length;
  return { veto, recall: found >= raised(recall) && found > 0 ? recall : RECALL_OFF };
}

/** Support (per kind), Immediate on look-alikes and any card on ordinary entries, over the examples `within`. */
function figures(tiers: Array<TCrisisTier | null>, within: (i: number) => boolean = () => true) {
  const share = (of: number[], fired: (t: TCrisisTier | null) => boolean) => {
    const hits = of.filter((i) => fired(tiers[i]!)).length;
    return `${hits}/${of.length} (${of.length === 0 ? '-' : ((100 * hits) / of.length).toFixed(1)}%)`;
  };
  const crises = indicesOf('crisis', within);
  return {
    support: share(crises, (t) => t !== null),
    perKind: Object.fromEntries(
      CRISIS_KINDS.map((kind: TCrisisKind) => [
        kind,
        share(
          crises.filter((i) => examples[i]!.kind === kind),
          (t) => t !== null,
        ),
      ]),
    ),
    lookalikesImmediate: share(indicesOf('lookalike', within), (t) => t === 'crisis'),
    ordinaryCarded: share(indicesOf('ordinary', within), (t) => t !== null),
  };
}

const counts = {
  crisis: indicesOf('crisis').length,
  lookalike: indicesOf('lookalike').length,
  ordinary: indicesOf('ordinary').length,
};
const trainingData = {
  examples: examples.length,
  sha256: trainingDataHash(examples.map((e) => [e.text, e.label, e.kind, groupOf(e.source)])),
};
const recorded = recordedRun(process.argv, 'crisis-stages', [
  '--report',
  '--groups',
  '--changes',
  '--dump-stages',
]);
if (recorded) expectRecorded(recorded, { trainingData, trainedOn: counts, fit: FIT });
let thresholds: TCrisisStagesData['thresholds'];
let crossValidated: unknown;
if (recorded) {
  thresholds = recorded.thresholds as TCrisisStagesData['thresholds'];
  crossValidated = recorded.crossValidated;
} else {
  const p = crossValidate();
  thresholds = chooseThresholds(p);
  const base = shippedBase;
  const withStages = tiersWith(base, p, thresholds);
  if (process.argv.includes('--dump-stages'))
    writeFileSync(
      process.argv[process.argv.indexOf('--dump-stages') + 1]!,
      JSON.stringify(
        examples.map((e, i) => ({
          label: e.label,
          kind: e.kind,
          group: groups[i],
          seen: e.seen,
          base: base[i],
          veto: stageBase.veto[i],
          recall: stageBase.recall[i],
          ruled: ruled[i]!.length > 0,
          english: english[i],
          p: p[i],
          text: e.text,
        })),
      ),
    );
  const unseen = (i: number) => !examples[i]!.seen;
  crossValidated = {
    regionThresholds,
    screenAlone: figures(base),
    withStages: figures(withStages),
    unseenWritersScreenAlone: figures(base, unseen),
    unseenWritersWithStages: figures(withStages, unseen),
    changed: {
      vetoed: examples.filter((_, i) => base[i] !== null && withStages[i] === null).length,
      raised: examples.filter((_, i) => base[i] === null && withStages[i] !== null).length,
    },
  };
  if (process.argv.includes('--groups')) {
    for (const group of [...new Set(groups)]) {
      const inGroup = (i: number) => groups[i] === group;
      const line = (tiers: Array<TCrisisTier | null>) => {
        const f = figures(tiers, inGroup);
        return `support ${f.support} look-alikes Immediate ${f.lookalikesImmediate} ordinary ${f.ordinaryCarded}`;
      };
      console.log(`group\t${group}\talone: ${line(base)}\twith stages: ${line(withStages)}`);
    }
  }
  if (process.argv.includes('--changes')) {
    examples.forEach((e, i) => {
      if ((base[i] === null) === (withStages[i] === null)) return;
      const what = base[i] === null ? 'raised' : 'vetoed';
      console.log(
        `${what}\t${e.label}\t${groups[i]}\t${p[i]!.map((q) => q.toFixed(3)).join(' ')}\t${e.text.replace(/\s+/g, ' ')}`,
      );
    });
  }
}
console.log(JSON.stringify({ counts, thresholds, crossValidated }, null, 2));

if (!process.argv.includes('--report')) {
  const { weights, words, ...model } = train(examples.map((_, i) => i));
  const head = {
    about:
      'Written by `pnpm --filter @innerweather/ai-lab train:crisis-stages` (src/crisis/train-crisis-stages.ts) with crisis-stages.bin; do not edit. See packages/ai-lab/data/README.md.',
    trainingData,
    trainedOn: counts,
    fit: FIT,
    crossValidated,
    thresholds,
    ...model,
  };
  const folder = outputFolder(process.argv);
  writeModelFiles(folder, 'crisis-stages', head, { words, weights });
  console.log(`wrote ${folder.pathname}crisis-stages.json and .bin: ${Object.keys(weights).length} features`);
}
