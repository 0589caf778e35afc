import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { EmotionAnalyzer } from '@innerweather/core/journal/analysis-service';
import type { JobName } from '@innerweather/core/shared/job-dispatcher';
import type { Mailer } from '@innerweather/email/mailer';
import type { JobCounts } from '@innerweather/jobs/job-definition';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type Registry,
} from 'prom-client';

/**
 * The process's Prometheus metrics, on prom-client's default registry (one per process; a cluster's primary adds
 * its workers' up). Labels are names the code chooses (route patterns, job names, analyzer, tier), never anything
 * a user typed: no path with an id, no journal text.
 */
function createProcessMetrics() {
  collectDefaultMetrics();
  // A cluster's API process answers its primary's requests for its metrics: the constructor adds that listener.
  if (cluster.isWorker) new AggregatorRegistry();
  const queueSources: Array<() => Promise<Partial<Record<JobName, JobCounts>>>> = [];
  const queueDepth: Gauge<'job' | 'state'> = new Gauge({
    name: 'job_queue_depth',
    help: "Jobs by job name and state (waiting, active, delayed): BullMQ's counts, or the in-process runner's",
    labelNames: ['job', 'state'] as const,
    // Every API process of a cluster reads the same queues: their answers are not added up.
    aggregator: 'max',
    collect: async () => {
      queueDepth.reset();
      for (const source of queueSources) {
        const counts: Partial<Record<string, JobCounts>> = await source().catch(() => ({}));
        for (const [job, byState] of Object.entries(counts))
          for (const state of ['waiting', 'active', 'delayed'] as const)
            queueDepth.set({ job, state }, byState?.[state] ?? 0);
      }
    },
  });
  return {
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    jobDuration: new Histogram({
      name: 'job_duration_seconds',
      help: 'Tries of each job, by job name and outcome (completed or failed)',
      labelNames: ['job', 'outcome'] as const,
      buckets: [0.005, 0.025, 0.1, 0.25, 1, 2.5, 10, 30, 60, 120],
    }),
    jobFailures: new Counter({
      name: 'job_failures_total',
      help: 'Failed tries of each job (a retry that then succeeds still counts here)',
      labelNames: ['job'] as const,
    }),
    queueDepth,
    analyzerUsed: new Counter({
      name: 'analyzer_used_total',
      help: 'Entries analysed, by the analyzer that answered (ollama or lexicon)',
      labelNames: ['analyzer'] as const,
    }),
    crisisTiersRaised: new Counter({
      name: 'crisis_tiers_raised_total',
      help: 'Crisis screens that raised a tier (crisis or distress); counts only',
      labelNames: ['tier'] as const,
    }),
    emailsSent: new Counter({ name: 'emails_sent_total', help: 'E-mails handed to SMTP or the outbox' }),
    emailsFailed: new Counter({ name: 'emails_failed_total', help: 'E-mails whose sending failed' }),
    /** Where job_queue_depth reads from: the process's job queue (each runtime adds its own). */
    watchQueue(counts: () => Promise<Partial<Record<JobName, JobCounts>>>) {
      queueSources.push(counts);
      return () => void queueSources.splice(queueSources.indexOf(counts), 1);
    },
  };
}

export type ProcessMetrics = ReturnType<typeof createProcessMetrics>;

let metrics: ProcessMetrics | null = null;

/** The one set of metrics of this process (a second registration of a name would throw). */
export function processMetrics(): ProcessMetrics {
  return (metrics ??= createProcessMetrics());
}

/** Each try of a job, in the job metrics (job_duration_seconds, job_failures_total). */
export function observeJobs(job: JobName, seconds: number, outcome: 'completed' | 'failed') {
  const { jobDuration, jobFailures } = processMetrics();
  jobDuration.observe({ job, outcome }, seconds);
  if (outcome === 'failed') jobFailures.inc({ job });
}

/** Counts the analyzer that answered each analysis. */
export function countingAnalyzer<A extends EmotionAnalyzer>(analyzer: A): A {
  return {
    ...analyzer,
    async analyze(text: string) {
      const result = await analyzer.analyze(text);
      processMetrics().analyzerUsed.inc({ analyzer: result.analyzer });
      return result;
    },
  };
}

/** Counts the tiers a screen raised, never what it read. */
export function countingScreen<R extends { tier: string | null }>(screen: (text: string) => R) {
  return (text: string): R => {
    const result = screen(text);
    if (result.tier) processMetrics().crisisTiersRaised.inc({ tier: result.tier });
    return result;
  };
}

/** Counts the e-mails sent and those that failed. */
export function countingMailer(mailer: Mailer): Mailer {
  return {
    delivery: mailer.delivery,
    async send(mail) {
      try {
        await mailer.send(mail);
        processMetrics().emailsSent.inc();
      } catch (error) {
        processMetrics().emailsFailed.inc();
        throw error;
      }
    },
  };
}

/**
 * Serves GET /metrics on its own port (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless told otherwise). A cluster's
 * primary answers with the sum of its workers' metrics.
 */
export function startMetricsServer({
  port,
  host,
  workers = false,
}: {
  port: number;
  host: string;
  /** A cluster's primary: answer with its workers' metrics, added up. */
  workers?: boolean;
}): Promise<{ server: Server; close: () => Promise<void> }> {
  const aggregator = workers ? new AggregatorRegistry() : null;
  const registry: Registry = register;
  if (!workers) processMetrics();
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics');
      return;
    }
    const text = aggregator ? aggregator.clusterMetrics() : registry.metrics();
    text.then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (err: unknown) =>
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(err)}`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
