import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import {
  MODEL_FORMAT,
  paddedTo4,
  sha256,
  WEIGHT_SCALE,
  type TModelManifest,
  type TModelTable,
} from '@innerweather/ai/learn/model-file';

/**
 * Writes a trained model the way the runtime reads it (packages/ai, src/learn/model-file.ts): `<name>.bin`, the
 * weights as int32 with their sorted row names, and `<name>.json`, the manifest a reviewer diffs. Rows are sorted
 * by name and every number is fixed, so the same model gives the same bytes: a retrain is a diff of the manifest
 * and one binary file, and `reproducible-training.test.ts` compares both byte for byte.
 */

/** The runtime's data folder, where the committed models are (packages/ai/data). */
export const dataFolder = new URL('../../../ai/data/', import.meta.url);

/** The runtime's data folder, or the folder after `--out` (the reproducibility test writes to a temporary one). */
export function outputFolder(argv: readonly string[]): URL {
  const at = argv.indexOf('--out');
  const folder = at === -1 ? undefined : argv[at + 1];
  return folder ? pathToFileURL(`${folder}/`) : dataFolder;
}

/** The sha256 of the training data as the model saw it (texts and labels in training order, not file names). */
export const trainingDataHash = (rows: readonly unknown[]): string => sha256(JSON.stringify(rows));

function encodeTable(name: string, rows: Record<string, number[]>): { table: TModelTable; bytes: Buffer } {
  const sorted = Object.entries(rows).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const names = sorted.map(([row]) => row);
  const width = sorted[0]?.[1].length ?? 0;
  const text = Buffer.from(names.join('\n'), 'utf8');
  const bytes = Buffer.alloc(paddedTo4(text.length) + 4 * width * names.length);
  text.copy(bytes);
  let at = paddedTo4(text.length);
  for (const [row, weights] of sorted) {
    if (weights.length !== width) throw new Error(`${name}/${row}: ${weights.length} weights, not ${width}.`);
    for (const w of weights) {
      const scaled = Math.round(w * WEIGHT_SCALE);
      // The int32 must give back the very number: training rounds weights to 4 decimals (roundWeight).
      if (scaled / WEIGHT_SCALE !== w || Math.abs(scaled) >= 2 ** 31)
        throw new Error(`${name}/${row}: ${w}.`);
      at = bytes.writeInt32LE(scaled, at);
    }
  }
  return { table: { name, rows: names.length, width, nameBytes: text.length }, bytes };
}

/**
 * Writes `<name>.json` and `<name>.bin` into `folder`: the manifest is `head` (figures, thresholds, classes, bias…)
 * with the format, the binary's size and sha256 and its tables; returns the manifest.
 */
export function writeModelFiles(
  folder: URL,
  name: string,
  head: Record<string, unknown>,
  tables: Record<string, Record<string, number[]>>,
): TModelManifest {
  const encoded = Object.entries(tables).map(([table, rows]) => encodeTable(table, rows));
  const binary = Buffer.concat(encoded.map((e) => e.bytes));
  const file = `${name}.bin`;
  const manifest = {
    format: MODEL_FORMAT,
    ...head,
    binary: { file, bytes: binary.length, sha256: sha256(binary) },
    tables: encoded.map((e) => e.table),
  };
  writeFileSync(new URL(file, folder), binary);
  writeFileSync(new URL(`${name}.json`, folder), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
