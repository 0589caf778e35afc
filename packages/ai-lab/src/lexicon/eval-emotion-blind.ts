/**
 * Scores the built-in analyzer and the crisis screen on a blind set of ordinary entries and prints aggregate
 * figures only (no entry text, nothing per entry):
 *
 *   pnpm --filter @innerweather/ai-lab eval:emotion-blind <file.json>
 *
 * The file is a JSON array of { emotion: 'joy' | 'calm' | 'anxiety' | 'sadness' | 'anger', text }; records
 * without an emotion (crises, look-alikes) are skipped. Prints the
 * analyzer's accuracy overall and per emotion, how well its scores are calibrated (the mean share of the dominant
 * emotion beside the accuracy, and the expected calibration error over ten bins of that share: 0 when an entry
 * read at 70% is right 70% of the time), and how often the crisis screen fires (either tier) on them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { EMOTIONS } from '@innerweather/validators/journal';

import { screenForCrisis } from '@innerweather/ai/crisis/crisis-screen';
import { analyzeWithLexicon } from '@innerweather/ai/lexicon/lexicon-analyzer';

import { calibrationError, dominantShare, meanShare } from './calibration.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: eval:emotion-blind <file.json>  (a JSON array of { emotion, text })');
  process.exit(2);
}
// pnpm runs the script in this package; INIT_CWD is where the command was typed, so a relative path means that.
// eslint-disable-next-line no-restricted-properties -- a CLI argument's base folder, not configuration
const from = process.env.INIT_CWD ?? process.cwd();
// A file may also hold crises and look-alikes (a dev writer's one file): only entries with an emotion are read.
const entries = (
  JSON.parse(readFileSync(resolve(from, file), 'utf8')) as Array<{
    emotion?: string | null;
    expected?: string;
    text: string;
  }>
).filter((entry) => entry.emotion ?? entry.expected);

const results = entries.map((entry) => {
  const { scores, dominantEmotion } = analyzeWithLexicon(entry.text);
  const emotion = entry.emotion ?? entry.expected;
  return {
    emotion,
    read: dominantEmotion,
    share: dominantShare(scores, dominantEmotion),
    right: dominantEmotion === emotion,
    alarm: screenForCrisis(entry.text).tier !== null,
  };
});
const line = (name: string, hits: number, of: number) =>
  console.log(
    `${name.padEnd(36)} ${`${hits}/${of}`.padStart(8)}  ${of === 0 ? '-' : `${((100 * hits) / of).toFixed(1)}%`}`,
  );

console.log(`${results.length} ordinary entries`);
line('emotion accuracy', results.filter((r) => r.read === r.emotion).length, results.length);
for (const emotion of EMOTIONS) {
  const of = results.filter((r) => r.emotion === emotion);
  line(`  ${emotion}`, of.filter((r) => r.read === emotion).length, of.length);
}
console.log(
  `${'mean share of the dominant emotion'.padEnd(36)} ${(100 * meanShare(results)).toFixed(1).padStart(14)}%`,
);
console.log(
  `${'calibration error (10 bins)'.padEnd(36)} ${(100 * calibrationError(results)).toFixed(1).padStart(14)}%`,
);
line('crisis screen fired (either tier)', results.filter((r) => r.alarm).length, results.length);
