import { screenForCrisis } from '@innerweather/ai/crisis/crisis-screen';
import { analyzeWithLexicon } from '@innerweather/ai/lexicon/lexicon-analyzer';

/** A 2,000-character entry, the longest the app takes, mixing feelings, idioms and look-alikes of crisis wording. */
const LONGEST_ENTRY = (
  "Long day and the commute was killing me. I'd rather die than sit through that meeting again, honestly. " +
  'My sister said she would kill me if I was late, so I ran. Cut my finger chopping onions for dinner. ' +
  'I felt anxious all morning, then calmer after a walk; still a bit sad that the trip fell through, and angry at myself. '
)
  .repeat(10)
  .slice(0, 2000);

export interface AnalyzerTiming {
  name: string;
  /** Median of the batches, in microseconds per entry. */
  medianMicros: number;
  bestMicros: number;
}

function time(name: string, run: (text: string) => unknown): AnalyzerTiming {
  for (let i = 0; i < 50; i++) run(LONGEST_ENTRY);
  const batches = Array.from({ length: 15 }, () => {
    const started = performance.now();
    for (let i = 0; i < 100; i++) run(LONGEST_ENTRY);
    return ((performance.now() - started) / 100) * 1000;
  }).sort((a, b) => a - b);
  return { name, medianMicros: batches[Math.floor(batches.length / 2)]!, bestMicros: batches[0]! };
}

/** The deterministic steps every entry goes through in the worker: CPU time per 2,000-character entry. */
export function measureAnalyzers(): AnalyzerTiming[] {
  return [
    time('crisis screen (screenForCrisis)', screenForCrisis),
    time('built-in analyzer (analyzeWithLexicon)', analyzeWithLexicon),
  ];
}

export function analyzersTable(timings: AnalyzerTiming[]): string {
  return [
    '| Step, one 2,000-character entry | median (µs) | best batch (µs) |',
    '|---|--:|--:|',
    ...timings.map((t) => `| ${t.name} | ${t.medianMicros.toFixed(0)} | ${t.bestMicros.toFixed(0)} |`),
  ].join('\n');
}
