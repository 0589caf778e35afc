import type { Measurement } from './load.ts';

/** Issue 8's cold-path targets, at 32 connections. */
export const TARGETS = { p99Ms: 25, shareOfBare: 0.05 } as const;

export interface ScenarioResult {
  /** What was asked, e.g. "GET /api/stats". */
  name: string;
  /** Shown for the analysis (what every call pays), not one of the judged endpoints. */
  reference?: boolean | undefined;
  measurement: Measurement;
  /** The machine's 1-minute load average when the measurement started (other work on the machine skews it). */
  loadAverage: number;
}

interface Verdict {
  shareOfBare: number;
  p99Met: boolean;
  shareMet: boolean;
}

function verdict(result: ScenarioResult, bare: ScenarioResult): Verdict {
  const shareOfBare = result.measurement.requestsPerSecond / bare.measurement.requestsPerSecond;
  return {
    shareOfBare,
    p99Met: result.measurement.latencyP99 < TARGETS.p99Ms,
    shareMet: shareOfBare >= TARGETS.shareOfBare,
  };
}

/** A run is only valid when every answer was a 2xx and no connection failed. */
export function failures(results: readonly ScenarioResult[]): string[] {
  return results.flatMap(({ name, measurement: m }) => {
    const problems: string[] = [];
    if (m.non2xx > 0) {
      const codes = Object.entries(m.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `${count}× ${code}`)
        .join(', ');
      problems.push(`${name}: ${m.non2xx} non-2xx answers (${codes})`);
    }
    if (m.errors > 0 || m.timeouts > 0)
      problems.push(`${name}: ${m.errors} connection errors, ${m.timeouts} time-outs`);
    if (m.totalRequests === 0) problems.push(`${name}: no request completed`);
    return problems;
  });
}

/** CPU time per answered request in µs, from a CPU share (% of one core) and the requests answered per second. */
export const microsPerRequest = (percent: number, rps: number) => (percent / 100 / rps) * 1e6;

export const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
const mark = (met: boolean) => (met ? 'met' : '**MISSED**');

/** The results as a markdown table, the bare route first; targets are judged against that run's bare route. */
export function resultsTable(bare: ScenarioResult, results: readonly ScenarioResult[]): string {
  const header = [
    `| Endpoint | req/s | p50 (ms) | p99 (ms) | non-2xx | vs bare | app CPU | Postgres CPU | machine busy | load avg | p99 < ${TARGETS.p99Ms} ms | ≥ ${100 * TARGETS.shareOfBare}% of bare |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|:-:|:-:|',
  ];
  const row = (r: ScenarioResult, judged: boolean) => {
    const m = r.measurement;
    const v = verdict(r, bare);
    const name = r.reference ? `${r.name} (reference)` : r.name;
    return `| ${name} | ${fixed(m.requestsPerSecond, 0)} | ${m.latencyP50} | ${m.latencyP99} | ${m.non2xx} | ${fixed(100 * v.shareOfBare, 1)}% | ${fixed(m.serverCpuPercent, 0)}% | ${fixed(m.databaseCpuPercent, 0)}% | ${fixed(m.machineBusyPercent, 0)}% | ${fixed(r.loadAverage, 2)} | ${judged ? mark(v.p99Met) : '—'} | ${judged ? mark(v.shareMet) : '—'} |`;
  };
  return [...header, row(bare, false), ...results.map((r) => row(r, !r.reference))].join('\n');
}

/**
 * CPU time per answered request, in µs, of the app and of Postgres: where an endpoint spends its time. On a busy
 * machine every figure is inflated, but the split between the two stays telling.
 */
export function costTable(results: readonly ScenarioResult[]): string {
  const perRequest = (percent: number, rps: number) => fixed(microsPerRequest(percent, rps), 0);
  return [
    '| Endpoint | app CPU per request (µs) | Postgres CPU per request (µs) |',
    '|---|--:|--:|',
    ...results.map(({ name, measurement: m }) => {
      return `| ${name} | ${perRequest(m.serverCpuPercent, m.requestsPerSecond)} | ${perRequest(m.databaseCpuPercent, m.requestsPerSecond)} |`;
    }),
  ].join('\n');
}

/** One line per missed target, empty when all were met. */
export function missedTargets(bare: ScenarioResult, results: readonly ScenarioResult[]): string[] {
  return results.flatMap((r) => {
    if (r.reference) return [];
    const v = verdict(r, bare);
    const missed: string[] = [];
    if (!v.p99Met)
      missed.push(`MISSED ${r.name}: p99 ${r.measurement.latencyP99} ms (target < ${TARGETS.p99Ms} ms)`);
    if (!v.shareMet) {
      missed.push(
        `MISSED ${r.name}: ${fixed(r.measurement.requestsPerSecond, 0)} req/s = ${fixed(100 * v.shareOfBare, 1)}% of bare (target ≥ ${100 * TARGETS.shareOfBare}%)`,
      );
    }
    return missed;
  });
}
