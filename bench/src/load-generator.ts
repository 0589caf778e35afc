import autocannon, { type Result } from 'autocannon';

/**
 * Runs in a child process (forked by run.ts) so the load generator has its own event loop and, on a two-core
 * machine, its own core: in the server's process autocannon would take half of the server's CPU time.
 */

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body?: string | undefined;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  totalRequests: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
}

/** `measuring` marks the end of the warm-up, so the parent can sample CPU over the measured part only. */
export type LoadMessage =
  { kind: 'measuring' } | { kind: 'done'; result: LoadResult } | { kind: 'failed'; error: string };

function summarize(result: Result): LoadResult {
  return {
    requestsPerSecond: result.requests.total / result.duration,
    totalRequests: result.requests.total,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, Number(s.count)]),
    ),
    durationSeconds: result.duration,
  };
}

async function measure(request: LoadRequest): Promise<LoadResult> {
  const options = {
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: request.connections,
  };
  // The warm-up lets V8 optimise the hot paths and the pools fill; its figures are thrown away.
  if (request.warmupSeconds > 0) await autocannon({ ...options, duration: request.warmupSeconds });
  process.send!({ kind: 'measuring' } satisfies LoadMessage);
  return summarize(await autocannon({ ...options, duration: request.durationSeconds }));
}

process.once('message', (request: LoadRequest) => {
  measure(request).then(
    (result) => process.send!({ kind: 'done', result } satisfies LoadMessage, () => process.exit(0)),
    (err: unknown) =>
      process.send!({ kind: 'failed', error: String(err) } satisfies LoadMessage, () => process.exit(1)),
  );
});
