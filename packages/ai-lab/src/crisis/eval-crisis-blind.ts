/**
 * Scores the crisis screen on a blind set and prints aggregate figures only: no entry text and nothing per entry,
 * so a run cannot be used to tune the screen entry by entry.
 *
 *   pnpm --filter @innerweather/ai-lab eval:crisis-blind <file.json | folder> ...
 *
 * Each file is a JSON array of { label: 'crisis' | 'lookalike' | 'ordinary', kind, text } (kinds as 'ideation',
 * 'intent', 'self_harm', 'danger' or the screen's own names), or of ordinary entries { emotion, text } with no
 * label. A folder means every .json file in it. Records with a `brief` (the writer's brief) are also counted per
 * brief. Prints, against issue 21's bounds: crisis support (either tier) overall and per kind, the crisis tier,
 * the Immediate tier and any tier on look-alikes, and any card on ordinary entries.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { CRISIS_KINDS } from '@innerweather/ai/crisis/crisis-kinds';
import { screenForCrisis } from '@innerweather/ai/crisis/crisis-screen';
import { toCrisisKind } from './crisis-training-data.ts';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: eval:crisis-blind <file.json | folder> ...');
  process.exit(2);
}
// pnpm runs the script in this package; INIT_CWD is where the command was typed, so a relative path means that.
// eslint-disable-next-line no-restricted-properties -- a CLI argument's base folder, not configuration
const from = process.env.INIT_CWD ?? process.cwd();
const files = args.flatMap((arg) => {
  const path = resolve(from, arg);
  return statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((name) => name.endsWith('.json') && !name.startsWith('coach-'))
        .sort()
        .map((name) => join(path, name))
    : [path];
});

interface TRecord {
  label?: string;
  kind?: string | null;
  emotion?: string;
  expected?: string;
  brief?: string;
  text: string;
}
const records = files.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as TRecord[]);

const results = records.map((record) => ({
  label: record.label ?? (record.emotion || record.expected ? 'ordinary' : 'unknown'),
  kind: toCrisisKind(record.kind),
  brief: record.brief ?? null,
  tier: screenForCrisis(record.text).tier,
}));
type TResult = (typeof results)[number];

const line = (name: string, hits: number, of: number, bound = '') =>
  console.log(
    `${name.padEnd(44)} ${`${hits}/${of}`.padStart(9)}  ${(of === 0 ? '-' : `${((100 * hits) / of).toFixed(1)}%`).padStart(6)}  ${bound}`,
  );

function report(title: string, set: readonly TResult[]) {
  const crises = set.filter((r) => r.label === 'crisis');
  const lookalikes = set.filter((r) => r.label === 'lookalike');
  const ordinary = set.filter((r) => r.label === 'ordinary');
  console.log(
    `\n${title}: ${crises.length} crises, ${lookalikes.length} look-alikes, ${ordinary.length} ordinary`,
  );
  if (crises.length > 0) {
    line('crisis recall, either tier', crises.filter((r) => r.tier).length, crises.length, '(bound >= 95%)');
    for (const kind of CRISIS_KINDS) {
      const ofKind = crises.filter((r) => r.kind === kind);
      if (ofKind.length > 0)
        line(`  ${kind}, either tier`, ofKind.filter((r) => r.tier).length, ofKind.length, '(bound >= 90%)');
    }
    line('crisis recall, crisis tier', crises.filter((r) => r.tier === 'crisis').length, crises.length);
  }
  if (lookalikes.length > 0) {
    const immediate = lookalikes.filter((r) => r.tier === 'crisis').length;
    line('look-alikes given the crisis tier', immediate, lookalikes.length, '(bound <= 8%)');
    line('look-alikes given either tier', lookalikes.filter((r) => r.tier).length, lookalikes.length);
  }
  if (ordinary.length > 0)
    line('ordinary given any card', ordinary.filter((r) => r.tier).length, ordinary.length, '(bound <= 1%)');
}

console.log(`${files.length} file(s), ${results.length} records`);
report('all', results);
const briefs = [...new Set(results.map((r) => r.brief).filter((b): b is string => b !== null))].sort();
for (const brief of briefs)
  report(
    `brief ${brief.slice(0, 40)}`,
    results.filter((r) => r.brief === brief),
  );
