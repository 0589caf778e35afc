import { describe, expect, it } from 'vitest';
import type { Measurement } from '../src/load.ts';
import type { ScenarioResult } from '../src/report.ts';
import { concurrencyTable, parseWebConcurrency } from '../src/web-concurrency.ts';

const result = (name: string, requestsPerSecond: number): ScenarioResult => ({
  name,
  loadAverage: 1,
  measurement: { requestsPerSecond } as Measurement,
});

describe('BENCH_WEB_CONCURRENCY', () => {
  it('reads one count or a list of them, and refuses anything else with the variable named', () => {
    expect(parseWebConcurrency(undefined)).toBeUndefined();
    expect(parseWebConcurrency('')).toBeUndefined();
    expect(parseWebConcurrency('2')).toEqual([2]);
    expect(parseWebConcurrency('1, 2')).toEqual([1, 2]);
    expect(parseWebConcurrency('1,1,2')).toEqual([1, 2]);
    expect(() => parseWebConcurrency('1,two')).toThrow(/BENCH_WEB_CONCURRENCY .* "1,two"/);
    expect(() => parseWebConcurrency('0')).toThrow(/BENCH_WEB_CONCURRENCY/);
  });

  it('sets the req/s of each process count side by side, the last against the first', () => {
    const table = concurrencyTable([
      { processes: 1, results: [result('GET /api/stats', 1000), result('POST /api/entries', 800)] },
      { processes: 2, results: [result('GET /api/stats', 1500), result('POST /api/entries', 1000)] },
    ]);
    expect(table.split('\n')).toEqual([
      '| Endpoint | req/s, WEB_CONCURRENCY=1 | req/s, WEB_CONCURRENCY=2 | 2 against 1 |',
      '|---|--:|--:|--:|',
      '| GET /api/stats | 1000 | 1500 | ×1.50 |',
      '| POST /api/entries | 800 | 1000 | ×1.25 |',
    ]);
  });

  it('has no table for a single process count', () => {
    expect(concurrencyTable([{ processes: 2, results: [result('GET /api/stats', 1000)] }])).toBe('');
  });
});
