import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The trained models as the lab's training scripts write them (packages/ai-lab, src/learn/model-writer.ts), two
 * files per model in data/:
 * - `<name>.json`, the manifest a reviewer diffs: the figures training printed, the thresholds, the classes and
 *   bias, the sha256 of the binary and of the training data, and the binary's tables;
 * - `<name>.bin`, the weights: per table its row names (UTF-8, sorted, one per line) padded to 4 bytes, then the
 *   rows, one little-endian int32 per weight, the weight times WEIGHT_SCALE. Training rounds weights to 4
 *   decimals, so the integers hold them exactly: the models read the very numbers they were trained to.
 * Read on first use by crisis-model.ts and emotion-model.ts, never at import: a CLI that screens nothing pays
 * nothing for them.
 */
export const MODEL_FORMAT = 'innerweather-linear-model/1';
export const WEIGHT_SCALE = 1e4;

export interface TModelTable {
  name: string;
  rows: number;
  /** Weights per row. */
  width: number;
  /** Length of the row names in bytes, before the padding to 4. */
  nameBytes: number;
}

export interface TModelManifest {
  format: string;
  binary: { file: string; bytes: number; sha256: string };
  tables: TModelTable[];
}

export const paddedTo4 = (bytes: number): number => Math.ceil(bytes / 4) * 4;

export const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** data/ beside these sources; models/ beside a bundle, where the apps' build.mjs copies the files. */
const PLACES = ['../../data/', './models/', '../models/'];

export function modelPath(file: string): string {
  for (const place of PLACES) {
    const path = fileURLToPath(new URL(place + file, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(`Model file ${file} not found in ${PLACES.join(', ')} (relative to ${import.meta.url}).`);
}

export interface TModelFile<T extends TModelManifest> {
  manifest: T;
  /** Table name -> row name -> weights. */
  tables: Map<string, Map<string, number[]>>;
}

/** Reads a model's manifest and binary, checking the binary against the manifest's sha256. */
export function readModelFile<T extends TModelManifest>(name: string): TModelFile<T> {
  const manifest = JSON.parse(readFileSync(modelPath(`${name}.json`), 'utf8')) as T;
  if (manifest.format !== MODEL_FORMAT)
    throw new Error(`${name}.json: format ${manifest.format}, not ${MODEL_FORMAT}.`);
  const bytes = readFileSync(modelPath(manifest.binary.file));
  if (sha256(bytes) !== manifest.binary.sha256)
    throw new Error(`${manifest.binary.file} does not match ${name}.json.`);
  const tables = new Map<string, Map<string, number[]>>();
  let at = 0;
  for (const table of manifest.tables) {
    const names = table.rows === 0 ? [] : bytes.toString('utf8', at, at + table.nameBytes).split('\n');
    if (names.length !== table.rows)
      throw new Error(`${manifest.binary.file}: table ${table.name} is damaged.`);
    at += paddedTo4(table.nameBytes);
    const rows = new Map<string, number[]>();
    for (const row of names) {
      const weights = new Array<number>(table.width);
      for (let c = 0; c < table.width; c += 1, at += 4) weights[c] = bytes.readInt32LE(at) / WEIGHT_SCALE;
      rows.set(row, weights);
    }
    tables.set(table.name, rows);
  }
  if (at !== bytes.length)
    throw new Error(`${manifest.binary.file}: ${bytes.length} bytes, the manifest says ${at}.`);
  return { manifest, tables };
}

/** A linear model's data (linear-model.ts) from its files: the manifest's fields with the binary's tables. */
export function readLinearModel<T extends TModelManifest>(
  name: string,
): T & { weights: Map<string, number[]>; words?: Map<string, number[]> } {
  const { manifest, tables } = readModelFile<T>(name);
  return {
    ...manifest,
    weights: tables.get('weights') ?? new Map<string, number[]>(),
    words: tables.get('words'),
  };
}

/** A value made on its first use, then kept. */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
