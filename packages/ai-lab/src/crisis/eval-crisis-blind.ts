/**
 * Scores the crisis screen on a blind set and prints aggregate figures only: no entry text and nothing per entry,
 * so a run cannot be used to tune the screen entry by entry.
 *
 *   pnpm --filter @innerweather/ai-lab eval:crisis-blind <file.json>
 *
 * The file is a JSON array of { label: 'crisis' | 'lookalike', kind: 'ideation' | 'intent' | 'self_harm' |
 * 'danger' | null, text } (the screen's own kind names are read too).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { CRISIS_KINDS } from '@innerweather/ai/crisis/crisis-kinds';
import { screenForCrisis } from '@innerweather/ai/crisis/crisis-screen';
import { toCrisisKind } from './crisis-training-data.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: eval:crisis-blind <file.json>  (a JSON array of { label, kind, text })');
  process.exit(2);
}
// pnpm runs the script in this package; INIT_CWD is where the command was typed, so a relative path means that.
// eslint-disable-next-line no-restricted-properties -- a CLI argument's base folder, not configuration
const from = process.env.INIT_CWD ?? process.cwd();
const entries = JSON.parse(readFileSync(resolve(from, file), 'utf8')) as Array<{
  label: string;
  kind?: string | null;
  text: string;
}>;

const results = entries.map((entry) => ({
  label: entry.label,
  kind: toCrisisKind(entry.kind),
  tier: screenForCrisis(entry.text).tier,
}));
const line = (name: string, hits: number, of: number) =>
  console.log(
    `${name.padEnd(44)} ${`${hits}/${of}`.padStart(8)}  ${of === 0 ? '-' : `${((100 * hits) / of).toFixed(1)}%`}`,
  );

const crises = results.filter((r) => r.label === 'crisis');
const lookalikes = results.filter((r) => r.label === 'lookalike');
console.log(`${crises.length} crises, ${lookalikes.length} look-alikes`);
line('crisis recall, either tier', crises.filter((r) => r.tier).length, crises.length);
line('crisis recall, crisis tier', crises.filter((r) => r.tier === 'crisis').length, crises.length);
for (const kind of CRISIS_KINDS) {
  const ofKind = crises.filter((r) => r.kind === kind);
  line(`  ${kind}, either tier`, ofKind.filter((r) => r.tier).length, ofKind.length);
}
line(
  'look-alikes given the crisis tier',
  lookalikes.filter((r) => r.tier === 'crisis').length,
  lookalikes.length,
);
line('look-alikes given either tier', lookalikes.filter((r) => r.tier).length, lookalikes.length);
