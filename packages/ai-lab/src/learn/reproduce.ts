import { readFileSync } from 'node:fs';

import { dataFolder } from './model-writer.ts';

/**
 * `--reproduce`: the training scripts' check that the committed weights are the final fit of the committed data.
 * A full run (`train:crisis`, `train:emotion`) cross-validates, chooses from the out-of-fold scores what the model
 * keeps besides its weights (the crisis thresholds, the emotion temperature) and writes the figures beside the
 * weights; it is how a model is made. `--reproduce` skips the folds: it takes those choices and figures from the
 * committed manifest (packages/ai/data/<model>.json), checks that the manifest was written from the same data and
 * fit settings, and runs only the final fit, so its files equal the committed ones byte for byte exactly when the
 * weights do. It proves the weights, not the recorded figures; only a full run proves those.
 */

/** The committed manifest, when the command line asks for `--reproduce`; undefined for a full run. */
export function recordedRun(
  argv: readonly string[],
  name: string,
  fullRunOnly: readonly string[],
): Record<string, unknown> | undefined {
  if (!argv.includes('--reproduce')) return undefined;
  const clash = fullRunOnly.find((flag) => argv.includes(flag));
  if (clash) throw new Error(`--reproduce runs no cross-validation, so it cannot be combined with ${clash}.`);
  console.log(
    `--reproduce: the figures below are ${name}.json's, not cross-validated again; the final fit runs.`,
  );
  return JSON.parse(readFileSync(new URL(`${name}.json`, dataFolder), 'utf8')) as Record<string, unknown>;
}

/** Throws unless the manifest records these very inputs (training data, fit settings): its figures are theirs. */
export function expectRecorded(recorded: Record<string, unknown>, inputs: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(inputs)) {
    if (JSON.stringify(recorded[key]) !== JSON.stringify(value))
      throw new Error(
        `--reproduce: the committed manifest's ${key} is ${JSON.stringify(recorded[key])}, this run's is ` +
          `${JSON.stringify(value)}. The data or settings changed: a full run (without --reproduce) makes the model.`,
      );
  }
}
