/**
 * Cross-validation of the emotion model by whole writers: the writers in styles the model had not seen (those of
 * blind rounds 17 on, the development writers) are left out a few at a time, the model trained on everything else
 * reads them, and the figures, the temperature and any fit setting are chosen on those out-of-fold readings only.
 * That is how the model meets a new writer; folds of entries (or of rounds that share a writer's brief) would let a
 * writer's voice leak into both sides.
 */
import { EMOTIONS } from '@innerweather/validators/journal';

import { calibrationError, meanShare } from './calibration.ts';
import type { TEmotionExample } from './emotion-training-data.ts';

/** The writers left out; `base` (house data, briefs, rounds 3–16) is always learned from. */
const isHeldOutGroup = (group: string): boolean =>
  /^dw\d+$/.test(group) || Number(/^round-(\d+)/.exec(group)?.[1] ?? 0) >= 17;

/**
 * The held-out writers in reading order are dealt out in turn into this many folds, so the writers of one round
 * (who wrote to one brief) fall in different folds and each fold holds about one writer in six.
 */
const FOLDS = 6;

/** Out-of-fold probabilities (EMOTIONS order) of every held-out group's entries; undefined for `base`. */
export function outOfFold(
  examples: readonly TEmotionExample[],
  readHeldOut: (train: number[], held: number[]) => number[][],
): Array<number[] | undefined> {
  const groups = [...new Set(examples.map((e) => e.group))].filter(isHeldOutGroup);
  const foldOf = (group: string) => groups.indexOf(group) % FOLDS;
  const probabilities = new Array<number[] | undefined>(examples.length);
  for (let fold = 0; fold < Math.min(FOLDS, groups.length); fold += 1) {
    const out = examples.map((e) => isHeldOutGroup(e.group) && foldOf(e.group) === fold);
    const all = examples.map((_, i) => i);
    const held = all.filter((i) => out[i]);
    const read = readHeldOut(
      all.filter((i) => !out[i]),
      held,
    );
    held.forEach((i, k) => (probabilities[i] = read[k]));
  }
  return probabilities;
}

/** softmax(z / t) from softmax(z): p^(1/t), normalised. */
function atTemperature(p: readonly number[], t: number): number[] {
  const powered = p.map((x) => Math.pow(Math.max(x, 1e-12), 1 / t));
  const total = powered.reduce((sum, x) => sum + x, 0);
  return powered.map((x) => x / total);
}

/** Mean log loss of the readings at temperature t. */
const logLoss = (readings: ReadonlyArray<{ p: readonly number[]; y: number }>, t: number): number =>
  readings.reduce((sum, r) => sum - Math.log(atTemperature(r.p, t)[r.y] ?? 0), 0) / readings.length;

/**
 * The temperature (1 to 5 in steps of 0.05) with the lowest log loss on the out-of-fold readings: a model fitted
 * with little regularisation is sure of itself, and its shares must mean how often it is right on new writers.
 */
function chooseTemperature(readings: ReadonlyArray<{ p: readonly number[]; y: number }>): number {
  let best = { t: 1, loss: Infinity };
  for (let step = 0; step <= 80; step += 1) {
    const t = 1 + step * 0.05;
    const loss = logLoss(readings, t);
    if (loss < best.loss) best = { t: Math.round(t * 100) / 100, loss };
  }
  return best.t;
}

/** "right/total (x.y%)", as the manifest stores the figures. */
export const fraction = (right: number, total: number): string =>
  `${right}/${total} (${((100 * right) / total).toFixed(1)}%)`;

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const argmax = (p: readonly number[]) => p.reduce((best, x, c) => (x > (p[best] ?? 0) ? c : best), 0);

/** The figures of the out-of-fold readings at the chosen temperature, as the manifest stores them. */
export function crossValidatedFigures(
  examples: readonly TEmotionExample[],
  probabilities: ReadonlyArray<number[] | undefined>,
) {
  const held = examples.flatMap((e, i) => {
    const p = probabilities[i];
    return p ? [{ group: e.group, p, y: EMOTIONS.indexOf(e.emotion as (typeof EMOTIONS)[number]) }] : [];
  });
  const temperature = chooseTemperature(held);
  const read = held.map((r) => {
    const p = atTemperature(r.p, temperature);
    const c = argmax(p);
    return { ...r, c, share: p[c] ?? 0, right: c === r.y };
  });
  const accuracy = (rs: typeof read) => fraction(rs.filter((r) => r.right).length, rs.length);
  const groups = [...new Set(read.map((r) => r.group))];
  return {
    heldOut: `the writers of rounds 17 on and the development writers, whole, in ${FOLDS} folds`,
    temperature,
    accuracy: accuracy(read),
    meanDominantShare: percent(meanShare(read)),
    calibrationError: percent(calibrationError(read)),
    logLoss: Math.round(1e4 * logLoss(held, temperature)) / 1e4,
    perWriter: Object.fromEntries(groups.map((g) => [g, accuracy(read.filter((r) => r.group === g))])),
    perEmotion: Object.fromEntries(
      EMOTIONS.map((emotion, y) => [emotion, accuracy(read.filter((r) => r.y === y))]),
    ),
    /** Labelled emotion -> how often each emotion was read (EMOTIONS order). */
    confusion: Object.fromEntries(
      EMOTIONS.map((emotion, y) => [
        emotion,
        EMOTIONS.map((_, c) => read.filter((r) => r.y === y && r.c === c).length).join(' '),
      ]),
    ),
  };
}
