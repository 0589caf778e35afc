import { CRISIS_KINDS, type TCrisisTier } from '@innerweather/ai/crisis/crisis-kinds';
import { alarmOf } from '@innerweather/ai/crisis/crisis-model';
import type { TCrisisExample } from './crisis-training-data.ts';
import { writerGroupOf } from './writer-groups.ts';

interface TReportInput {
  examples: readonly TCrisisExample[];
  /** Out-of-fold probabilities per example. */
  probabilities: readonly number[][];
  /** The screen's tier for example i at the chosen thresholds. */
  tierOf: (i: number, probabilities: readonly number[]) => TCrisisTier | null;
  /** Whether example i holds no concept of the inventory (the screen raises nothing without one). */
  gated: (i: number) => boolean;
}

/**
 * train:crisis's reports for a reviewer, on the out-of-fold scores (they write no file): `--misses` every crisis
 * given no tier, `--rounds` the figures per writer group, `--ordinary` the 60 ordinary entries read most alarming.
 */
export function printCrisisReports(
  argv: readonly string[],
  { examples, probabilities, tierOf, gated }: TReportInput,
) {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ');
  if (argv.includes('--misses')) {
    examples.forEach((e, i) => {
      if (e.label !== 'crisis' || tierOf(i, probabilities[i]!)) return;
      const alarm = gated(i) ? 'gated' : alarmOf(probabilities[i]!).toFixed(2);
      console.log(`miss\t${e.source}\t${e.kind ?? ''}\t${alarm}\t${oneLine(e.text)}`);
    });
  }

  if (argv.includes('--rounds')) {
    const tiers = probabilities.map((p, i) => tierOf(i, p));
    for (const folder of [...new Set(examples.map((e) => writerGroupOf(e.source)))]) {
      const of = (label: TCrisisExample['label']) =>
        examples
          .map((_, i) => i)
          .filter((i) => writerGroupOf(examples[i]!.source) === folder && examples[i]!.label === label);
      const crises = of('crisis');
      const perKind = CRISIS_KINDS.map((kind) => {
        const ofKind = crises.filter((i) => examples[i]!.kind === kind);
        return `${ofKind.filter((i) => tiers[i]).length}/${ofKind.length}`;
      });
      const count = (indices: number[], fired: (tier: TCrisisTier | null) => boolean) =>
        `${indices.filter((i) => fired(tiers[i]!)).length}/${indices.length}`;
      console.log(
        `round\t${folder}\tcrises ${count(crises, (t) => t !== null)} (${perKind.join(' ')})\t` +
          `Immediate ${count(crises, (t) => t === 'crisis')}\tlook-alikes Immediate ${count(of('lookalike'), (t) => t === 'crisis')}\t` +
          `ordinary ${count(of('ordinary'), (t) => t !== null)}`,
      );
    }
  }

  if (argv.includes('--ordinary')) {
    examples
      .map((e, i) => ({ e, p: alarmOf(probabilities[i]!) }))
      .filter(({ e }) => e.label === 'ordinary')
      .sort((a, b) => b.p - a.p)
      .slice(0, 60)
      .forEach(({ e, p }) => console.log(`ordinary\t${e.source}\t${p.toFixed(3)}\t${oneLine(e.text)}`));
  }
}
