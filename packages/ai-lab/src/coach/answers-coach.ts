/**
 * Writes the built-in coach's full answers to a set of questions, for a reader who judges them without seeing
 * any label:
 *
 *   pnpm --filter @innerweather/ai-lab answers:coach <questions.json> <answers.json>
 *
 * The input is a JSON array of questions, each a string or an object with a `question` (other fields, such as a
 * topic, are left out of the output). The output is a JSON array of { question, answer } in the same order, the
 * answer as a user without Ollama would see it (no recent pattern, no earlier answers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { libraryAnswer } from '@innerweather/ai/coach/library-reply';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: answers:coach <questions.json> <answers.json>');
  process.exit(2);
}
// pnpm runs the script in this package; INIT_CWD is where the command was typed, so a relative path means that.
// eslint-disable-next-line no-restricted-properties -- a CLI argument's base folder, not configuration
const from = process.env.INIT_CWD ?? process.cwd();
const items = JSON.parse(readFileSync(resolve(from, input), 'utf8')) as Array<string | { question: string }>;
const answers = items.map((item) => {
  const question = typeof item === 'string' ? item : item.question;
  return { question, answer: libraryAnswer(question, null).text };
});
writeFileSync(resolve(from, output), `${JSON.stringify(answers, null, 2)}\n`);
console.log(`${answers.length} answers written to ${output}`);
