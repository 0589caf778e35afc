/**
 * Cross-validation folds that hold out whole writers. Folds from a hash of the text put entries by the same writer
 * (one blind round, one data file's session) on both sides of a fold, so the out-of-fold figures were those of a
 * style the model had learnt: round 24 carded 5.3% of its ordinary entries where such folds said 2.4%. Here every
 * example of a group (a blind round, a development writer, a data file with its crisis and ordinary halves) falls
 * in one fold, and the thresholds chosen on those scores are those of a new writer's style.
 */
import type { TCrisisExample } from './crisis-training-data.ts';

/**
 * The writer group of a source file: each writer of a blind round one group (blind-round-26/w24: one brief each;
 * a round written by one writer, one group), a development writer or a many-voices writer one group, and a data
 * file one group with its other halves
 * (crisis-extra-4a.json and ordinary-extra-4a.json were written together).
 */
export function writerGroupOf(source: string): string {
  const roundWriter = /^test-data\/(blind-round-\d+)\/(?:([bw]\d+)-)?/.exec(source);
  if (roundWriter) return roundWriter[2] ? `${roundWriter[1]!}/${roundWriter[2]}` : roundWriter[1]!;
  const manyVoices = /^data\/many-voices\/(t\d+)-/.exec(source);
  if (manyVoices) return `many-voices/${manyVoices[1]!}`;
  const devWriter = /^data\/dev-writers\/(dw\d+)/.exec(source);
  if (devWriter) return devWriter[1]!;
  return source
    .replace(/\.json$/, '')
    .replace(/(?:crisis|ordinary)-/, '')
    .replace(/-?\d*$/, '');
}

/**
 * The fold of each example: groups, largest first, each to the fold that holds fewest examples so far (ties to the
 * lower fold), so the folds are of even size and the assignment depends only on the data.
 */
export function groupedFolds(examples: readonly TCrisisExample[], folds: number): number[] {
  const sizes = new Map<string, number>();
  for (const e of examples) sizes.set(writerGroupOf(e.source), (sizes.get(writerGroupOf(e.source)) ?? 0) + 1);
  const order = [...sizes].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  const filled = new Array<number>(folds).fill(0);
  const foldOfGroup = new Map<string, number>();
  for (const [group, size] of order) {
    const fold = filled.indexOf(Math.min(...filled));
    foldOfGroup.set(group, fold);
    filled[fold] = filled[fold]! + size;
  }
  return examples.map((e) => foldOfGroup.get(writerGroupOf(e.source))!);
}
