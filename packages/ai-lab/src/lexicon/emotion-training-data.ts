/**
 * Every ordinary entry the emotion model learns from: those of loadEmotionExamples (the crisis data's ordinary sets,
 * the many-voices set, rounds 17–21, the idioms) and, after them, the opened rounds 22–33 and the fresh development
 * writers dw1, dw2 and dw4–dw9 (data/dev-writers/README.md); dw3, dw10 and dw11 are development checks, never read. Kept apart from the crisis screen's lists so that the
 * two models' data can change independently. Texts already read are read once.
 */
import { readFileSync } from 'node:fs';

import { EMOTIONS } from '@innerweather/validators/journal';

import { loadEmotionExamples } from '../crisis/crisis-training-data.ts';

export interface TEmotionExample {
  text: string;
  emotion: string;
  source: string;
  /** The writer the entry came from: what cross-validation holds out as a whole (groupOf). */
  group: string;
}

/** Files read after loadEmotionExamples's, in order. dw3 is the development check (calibration.test.ts), not here. */
const EXTRA_FILES = [
  ...['w12', 'w13', 'w14'].map((writer) => `test-data/blind-round-22/${writer}-ordinary.json`),
  ...['w15', 'w16', 'w17'].map((writer) => `test-data/blind-round-23/${writer}-ordinary.json`),
  ...['w18', 'w19', 'w20'].map((writer) => `test-data/blind-round-24/${writer}-ordinary.json`),
  ...['w21', 'w22', 'w23'].map((writer) => `test-data/blind-round-25/${writer}-ordinary.json`),
  ...['w24', 'w25', 'w26'].map((writer) => `test-data/blind-round-26/${writer}-ordinary.json`),
  ...['w27', 'w28', 'w29'].map((writer) => `test-data/blind-round-27/${writer}-ordinary.json`),
  ...['w30', 'w31', 'w32'].map((writer) => `test-data/blind-round-28/${writer}-ordinary.json`),
  ...['w33', 'w34', 'w35'].map((writer) => `test-data/blind-round-29/${writer}-ordinary.json`),
  ...['w36', 'w37', 'w38'].map((writer) => `test-data/blind-round-30/${writer}-ordinary.json`),
  ...['w39', 'w40', 'w41'].map((writer) => `test-data/blind-round-31/${writer}-ordinary.json`),
  ...['w42', 'w43', 'w44'].map((writer) => `test-data/blind-round-32/${writer}-ordinary.json`),
  ...['w45', 'w46', 'w47'].map((writer) => `test-data/blind-round-33/${writer}-ordinary.json`),
  ...['dw1', 'dw2', 'dw4', 'dw5', 'dw6', 'dw7', 'dw8', 'dw9'].map(
    (writer) => `data/dev-writers/${writer}.json`,
  ),
] as const;

/** The held-out development writer: never trained on. */
export const DEV_CHECK_FILE = 'data/dev-writers/dw3.json';

/**
 * An entry's group, its writer: a blind round's writer (`round-22/w12`), a round written by one writer (`round-17`),
 * a development writer (`dw1`) or `base` (house data, briefs and many-voices sets written to order). Rounds 17 on
 * were written by writers in styles the model had not seen.
 */
function groupOf(source: string): string {
  const round = /blind-round-(\d+)\/(?:([a-z]+\d+)-)?/.exec(source);
  if (round) return round[2] ? `round-${round[1]}/${round[2]}` : `round-${round[1]}`;
  const writer = /dev-writers\/(dw\d+)\.json$/.exec(source);
  return writer?.[1] ?? 'base';
}

const labDir = new URL('../../', import.meta.url);
export const readEntries = (file: string): Array<{ text: string; emotion?: string; expected?: string }> =>
  JSON.parse(readFileSync(new URL(file, labDir), 'utf8')) as Array<{ text: string; emotion?: string }>;

export function loadEmotionTraining(): TEmotionExample[] {
  const examples: TEmotionExample[] = [];
  const seen = new Set<string>();
  const add = (text: string, emotion: string | undefined, source: string) => {
    const key = text.trim();
    if (!emotion || !(EMOTIONS as readonly string[]).includes(emotion) || seen.has(key)) return;
    seen.add(key);
    examples.push({ text: key, emotion, source, group: groupOf(source) });
  };
  for (const e of loadEmotionExamples()) add(e.text, e.emotion, e.source);
  for (const file of EXTRA_FILES)
    for (const entry of readEntries(file)) add(entry.text, entry.emotion ?? entry.expected, file);
  return examples;
}
