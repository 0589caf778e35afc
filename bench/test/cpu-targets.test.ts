import { describe, expect, it } from 'vitest';
import { cpuTargets } from '../src/cpu-targets.ts';
import { DASHBOARD_BATCH } from '../src/dashboard-batch.ts';
import type { Measurement } from '../src/load.ts';
import type { ScenarioResult } from '../src/report.ts';

function measured(name: string, overrides: Partial<Measurement>): ScenarioResult {
  return {
    name,
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
      serverCpuPercent: 30,
      databaseCpuPercent: 20,
      machineBusyPercent: 95,
      ...overrides,
    },
  };
}

describe('issue 25 targets', () => {
  it('judges CPU per request and p99 of the page a user loads, saying what was not measured', () => {
    // 1,000 req/s: 30% of a core is 300 µs per request, 20% is 200 µs.
    const results = [
      measured('POST /api/entries', {}),
      measured('GET /api/entries?limit=10', { serverCpuPercent: 30.1 }),
      measured(DASHBOARD_BATCH, { requestsPerSecond: 500, serverCpuPercent: 40, databaseCpuPercent: 30 }),
    ];
    const { table, missed } = cpuTargets(results);
    expect(missed).toEqual([
      'MISSED GET /api/entries?limit=10: app 301 µs per request (target ≤ 300) (issue 25)',
    ]);
    expect(table).toContain('| POST /api/entries | 300 (≤ 300) | 200 (≤ 200) | 10 (< 25) | met |');
    expect(table).toContain('| GET /api/emotions/timeline?days=365 | not measured |');

    const slow = cpuTargets([measured('POST /api/entries', { latencyP99: 25, databaseCpuPercent: 25 })]);
    expect(slow.missed).toEqual([
      'MISSED POST /api/entries: Postgres 250 µs per request (target ≤ 200) (issue 25)',
      'MISSED POST /api/entries: p99 25 ms (target < 25 ms) (issue 25)',
    ]);
  });
});
