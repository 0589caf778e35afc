/**
 * Scores the coach's built-in library on a set of labelled questions, and prints aggregate figures only (no
 * question text, nothing per question):
 *
 *   pnpm --filter @innerweather/ai-lab eval:coach-blind <file.json>
 *
 * The file is a JSON array of { question, topic } (a topic of coach-topics-data.ts or an alias, or "off_topic")
 * or { question, acceptable: [family, ...] } (empty for out of scope). An on-topic question is a hit when the
 * family of the first strategy (no recent pattern) fits; an off-topic one when it gets the plain answer.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { scoreCoachAnswers, type TLabelledQuestion } from '@innerweather/ai/coach/coach-eval';

const file = process.argv[2];
if (!file) {
  console.error(
    'usage: eval:coach-blind <file.json>  (a JSON array of { question, topic } or { question, acceptable })',
  );
  process.exit(2);
}
// pnpm runs the script in this package; INIT_CWD is where the command was typed, so a relative path means that.
// eslint-disable-next-line no-restricted-properties -- a CLI argument's base folder, not configuration
const from = process.env.INIT_CWD ?? process.cwd();
const items = JSON.parse(readFileSync(resolve(from, file), 'utf8')) as TLabelledQuestion[];
const score = scoreCoachAnswers(items);

const line = (name: string, hits: number, of: number) =>
  console.log(
    `${name.padEnd(34)} ${`${hits}/${of}`.padStart(8)}  ${of === 0 ? '-' : `${((100 * hits) / of).toFixed(1)}%`}`,
  );

console.log(`${items.length} questions`);
line('first strategy in a fitting family', score.onTopic.hits, score.onTopic.of);
line('off-topic answered plainly', score.offTopic.hits, score.offTopic.of);
line('on-topic answered as off-topic', score.onTopic.answeredAsOutOfScope, score.onTopic.of);
if (score.unknownLabels > 0)
  console.log(`${score.unknownLabels} questions carry a topic the inventory does not know`);
for (const [label, tally] of [...score.byLabel].sort(([a], [b]) => a.localeCompare(b)))
  line(`  ${label}`, tally.hits, tally.of);
