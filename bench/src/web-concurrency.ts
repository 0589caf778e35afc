import { fixed, type ScenarioResult } from './report.ts';

/**
 * BENCH_WEB_CONCURRENCY: unset, the app in the bench's process; a number, the built server with that many API
 * processes; a list (`1,2`), the built server with each in turn, so one run shows what a second process buys.
 */
export function parseWebConcurrency(raw: string | undefined): number[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const counts = raw.split(',').map((part) => Number(part.trim()));
  if (counts.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(
      `BENCH_WEB_CONCURRENCY must be whole numbers of at least 1, separated by commas, got "${raw}"`,
    );
  return [...new Set(counts)];
}

export interface ConcurrencyRun {
  processes: number;
  results: readonly ScenarioResult[];
}

/** Each endpoint's req/s with each WEB_CONCURRENCY side by side, and the last against the first. */
export function concurrencyTable(runs: readonly ConcurrencyRun[]): string {
  const [first, ...others] = runs;
  if (!first || others.length === 0) return '';
  const last = others[others.length - 1]!;
  const header = [
    `| Endpoint | ${runs.map((r) => `req/s, WEB_CONCURRENCY=${r.processes}`).join(' | ')} | ${last.processes} against ${first.processes} |`,
    `|---|${runs.map(() => '--:').join('|')}|--:|`,
  ];
  const rows = first.results.map(({ name }) => {
    const rate = (run: ConcurrencyRun) =>
      run.results.find((r) => r.name === name)?.measurement.requestsPerSecond ?? Number.NaN;
    return `| ${name} | ${runs.map((run) => fixed(rate(run), 0)).join(' | ')} | ×${fixed(rate(last) / rate(first), 2)} |`;
  });
  return [...header, ...rows].join('\n');
}
