import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Observer, setObserver } from '@innerweather/core/shared/observability';
import type { Queue } from 'bullmq';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The job states whose counts are exported as queue depths (BullMQ's getJobCounts). */
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;

export interface Metrics {
  registry: Registry;
  /** One answered HTTP request: `route` is the route's pattern (/api/entries/:id), never the URL with its ids. */
  observeRequest: (method: string, route: string, statusCode: number, seconds: number) => void;
}

/**
 * The process's Prometheus metrics (prom-client): Node's defaults (event-loop lag, heap, CPU), request durations per
 * route, job durations and failures, queue depths read from BullMQ at each scrape, analyses per analyzer, crisis
 * tiers raised and e-mails sent or failed. Registers itself as the process's observer (core observability.ts).
 */
export function createMetrics({
  role,
  queues,
}: {
  role: 'api' | 'worker';
  /** BullMQ's queues by job name (services mode); their depths are read at each scrape. */
  queues?: ReadonlyMap<string, Queue> | undefined;
}): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ role });
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time one try of a job took, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15, 30, 60, 120],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Failed tries of a job (each is retried until its attempts are spent)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const analyses = new Counter({
    name: 'analyses_total',
    help: 'Entries analysed, by the analyzer that answered (ollama, or lexicon when Ollama is not used or down)',
    labelNames: ['analyzer'] as const,
    registers: [registry],
  });
  const crisisTiers = new Counter({
    name: 'crisis_tiers_raised_total',
    help: 'Crisis screens of new entries that found a tier (counts only)',
    labelNames: ['tier'] as const,
    registers: [registry],
  });
  const emails = new Counter({
    name: 'emails_total',
    help: 'E-mails handed to the mail server (or the outbox), by outcome: sent or failed',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  if (queues) {
    new Gauge({
      name: 'job_queue_depth',
      help: "Jobs in each queue by state (BullMQ's counts, read at each scrape)",
      labelNames: ['job', 'state'] as const,
      registers: [registry],
      // Every API process reads the same queues: the cluster's sum would count them once per process.
      aggregator: 'max',
      async collect() {
        this.reset();
        await Promise.all(
          [...queues].map(async ([job, queue]) => {
            const counts = await queue.getJobCounts(...QUEUE_STATES);
            for (const state of QUEUE_STATES) this.set({ job, state }, counts[state] ?? 0);
          }),
        );
      },
    });
  }
  // Each shows as 0 before the first event, so a dashboard sees the series at once.
  for (const outcome of ['sent', 'failed']) emails.inc({ outcome }, 0);

  const observer: Observer = {
    jobFinished: (job, seconds, failed) => {
      jobDuration.observe({ job, outcome: failed ? 'failed' : 'completed' }, seconds);
      if (failed) jobFailures.inc({ job });
    },
    crisisTierRaised: (tier) => crisisTiers.inc({ tier }),
    analyzed: (analyzer) => analyses.inc({ analyzer }),
    emailSent: (ok) => emails.inc({ outcome: ok ? 'sent' : 'failed' }),
  };
  setObserver(observer);

  return {
    registry,
    observeRequest: (method, route, statusCode, seconds) =>
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds),
  };
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), bound to 127.0.0.1 unless METRICS_HOST says otherwise: the
 * figures are for the operator's Prometheus, not for the internet the API port faces.
 */
export async function serveMetrics(
  registry: { metrics: () => Promise<string>; contentType: string },
  { port, host }: { port: number; host: string },
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (err: unknown) =>
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(err)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
