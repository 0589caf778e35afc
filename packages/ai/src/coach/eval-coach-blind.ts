/**
 * Scores the coach's built-in strategy chooser on a set of questions labelled with acceptable families, and prints
 * aggregate figures only (no question text, nothing per question):
 *
 *   pnpm --filter @innerweather/ai eval:coach-blind <file.json>
 *
 * The file is a JSON array of { question, acceptable: [family, ...] }. A question counts as a hit when the family
 * of the first chosen strategy (no recent pattern) is acceptable. Per family: questions whose first acceptable
 * family is that family.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { chooseStrategies } from './choose-strategies.ts';
import { STRATEGY_FAMILIES } from './strategies.ts';

const file = process.argv[2];
if (!file) {
  console.error(
    'usage: eval:coach-blind <file.json>  (a JSON array of { question, acceptable: [family...] })',
  );
  process.exit(2);
}
// pnpm runs the script in this package; INIT_CWD is where the command was typed, so a relative path means that.
// eslint-disable-next-line no-restricted-properties -- a CLI argument's base folder, not configuration
const from = process.env.INIT_CWD ?? process.cwd();
const items = JSON.parse(readFileSync(resolve(from, file), 'utf8')) as Array<{
  question: string;
  acceptable: string[];
}>;

const results = items.map((item) => {
  const chosen = chooseStrategies(item.question, null, 1)[0]?.family;
  return {
    family: item.acceptable[0] ?? 'unlabelled',
    hit: chosen !== undefined && item.acceptable.includes(chosen),
  };
});
const line = (name: string, hits: number, of: number) =>
  console.log(
    `${name.padEnd(30)} ${`${hits}/${of}`.padStart(8)}  ${of === 0 ? '-' : `${((100 * hits) / of).toFixed(1)}%`}`,
  );

console.log(`${results.length} questions`);
line('first strategy acceptable', results.filter((r) => r.hit).length, results.length);
for (const family of STRATEGY_FAMILIES) {
  const of = results.filter((r) => r.family === family);
  if (of.length > 0) line(`  ${family}`, of.filter((r) => r.hit).length, of.length);
}
