import { describe, expect, it } from 'vitest';
import type { Measurement } from '../src/load.ts';
import { costTable, failures, missedTargets, resultsTable, type ScenarioResult } from '../src/report.ts';

function measured(name: string, overrides: Partial<Measurement> = {}, reference = false): ScenarioResult {
  return {
    name,
    reference,
    loadAverage: 0.5,
    measurement: {
      requestsPerSecond: 1000,
      totalRequests: 10_000,
      latencyP50: 5,
      latencyP99: 10,
      latencyMax: 20,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      statusCodes: { '200': 10_000 },
      durationSeconds: 10,
      serverCpuPercent: 90,
      databaseCpuPercent: 40,
      machineBusyPercent: 95,
      ...overrides,
    },
  };
}

const bare = measured('GET /bare', { requestsPerSecond: 20_000 });

describe('bench report', () => {
  it('judges p99 strictly under 25 ms and a share of at least 5% of the bare route', () => {
    const onTheLine = measured('GET /api/stats', { latencyP99: 24, requestsPerSecond: 1_000 });
    const tooSlow = measured('GET /api/entries', { latencyP99: 25, requestsPerSecond: 999 });
    expect(missedTargets(bare, [onTheLine, tooSlow])).toEqual([
      'MISSED GET /api/entries: p99 25 ms (target < 25 ms)',
      'MISSED GET /api/entries: 999 req/s = 5.0% of bare (target ≥ 5%)',
    ]);
  });

  it('never judges a reference row', () => {
    const slowReference = measured('GET /healthz', { latencyP99: 500, requestsPerSecond: 10 }, true);
    expect(missedTargets(bare, [slowReference])).toEqual([]);
    const table = resultsTable(bare, [slowReference]);
    expect(table).toContain('| GET /healthz (reference) | 10 |');
    expect(table).not.toContain('MISSED');
  });

  it('prints the bare route first and marks each target met or MISSED', () => {
    const table = resultsTable(bare, [
      measured('GET /api/stats', { latencyP99: 40, requestsPerSecond: 6_000 }),
    ]).split('\n');
    expect(table[0]).toMatch(/\| p99 < 25 ms \| ≥ 5% of bare \|$/);
    expect(table[2]).toMatch(/^\| GET \/bare \| 20000 \| 5 \| 10 \| 0 \| 100\.0% \|/);
    expect(table[3]).toMatch(
      /^\| GET \/api\/stats \| 6000 \| 5 \| 40 \| 0 \| 30\.0% \|.*\| \*\*MISSED\*\* \| met \|$/,
    );
  });

  it('calls a run with any non-2xx answer or failed connection invalid, naming the status codes', () => {
    const limited = measured('POST /api/entries', { non2xx: 12, statusCodes: { '201': 988, '403': 12 } });
    const broken = measured('GET /api/entries', { errors: 3 });
    expect(failures([bare, limited, broken])).toEqual([
      'POST /api/entries: 12 non-2xx answers (12× 403)',
      'GET /api/entries: 3 connection errors, 0 time-outs',
    ]);
    expect(failures([bare])).toEqual([]);
  });

  it('splits CPU time per request between the app and Postgres', () => {
    const stats = measured('GET /api/stats', {
      requestsPerSecond: 2_000,
      serverCpuPercent: 80,
      databaseCpuPercent: 100,
    });
    const remote = measured('GET /api/entries', { databaseCpuPercent: Number.NaN });
    expect(costTable([stats, remote]).split('\n').slice(2)).toEqual([
      '| GET /api/stats | 400 | 500 |',
      '| GET /api/entries | 900 | n/a |',
    ]);
  });
});
