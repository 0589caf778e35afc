import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerLine } from '@innerweather/runtime/analyzer-line';
import { startMetricsServer } from '@innerweather/runtime/metrics';
import { runtimeConfigFromEnv } from '@innerweather/runtime/service-runtime';
import { startWorkerRuntime, type WorkerRuntime } from '@innerweather/runtime/worker-runtime';
import { loadWorkerEnv, type WorkerEnv } from './env.ts';
import { createWorkerLogger } from './logger.ts';

let env: WorkerEnv;
try {
  env = loadWorkerEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
// A key of its own would make every entry unreadable here: the worker uses the API's key, never a new one.
if (!env.ENCRYPTION_KEY && !existsSync(join(env.DATA_DIR, 'secret.key'))) {
  console.error(
    `Invalid worker configuration:\n  ENCRYPTION_KEY: is required (the API's key), or ${join(env.DATA_DIR, 'secret.key')} must exist`,
  );
  process.exit(1);
}

const logger = createWorkerLogger(env.LOG_LEVEL);
let runtime: WorkerRuntime;
try {
  runtime = await startWorkerRuntime({
    config: { ...runtimeConfigFromEnv(env), redisUrl: env.REDIS_URL },
    logger,
    queuePrefix: env.QUEUE_PREFIX,
    schedules: { sweepIntervalMs: env.SWEEP_INTERVAL_MS, sweepMinAgeMs: env.SWEEP_MIN_AGE_MS },
    concurrency: { 'analysis.emotion': env.WORKER_CONCURRENCY },
    lockDurationMs: env.WORKER_LOCK_DURATION_MS,
    stalledIntervalMs: env.WORKER_STALLED_INTERVAL_MS,
  });
} catch (err) {
  // A bad key or an unreachable database or Redis: one clear line rather than a stack trace.
  console.error(`Worker start-up failed: ${(err as Error).message}`);
  process.exit(1);
}
// Its own metrics (job durations and failures, queue depths, analyzers, tiers, e-mails) on its own port.
const metricsServer = env.METRICS_PORT
  ? await startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST })
  : null;
/** Where this worker's e-mails go (it sends them): the SMTP server without its credentials, or the outbox. */
function mailDestination(): string {
  if (!env.SMTP_URL) return join(env.DATA_DIR, 'outbox');
  const url = new URL(env.SMTP_URL);
  return `${url.protocol}//${url.host}`;
}
logger.info(
  {
    pid: process.pid,
    analyzer: env.ANALYZER,
    model: env.OLLAMA_MODEL,
    concurrency: env.WORKER_CONCURRENCY,
    mail: mailDestination(),
  },
  'Innerweather worker is ready',
);
// In services mode the worker reads the entries: which analyzer does, with its own OLLAMA_HOST, said once here.
void runtime.ollama().then(
  (ollama) => logger.info({ analyzer: ollama === 'ok' ? 'ollama' : 'built-in' }, analyzerLine(env, ollama)),
  () => {},
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'closing: finishing the running jobs');
    const force = setTimeout(() => {
      logger.error(
        { timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
        'running jobs did not finish in time; they will be retaken',
      );
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    void (async () => {
      await runtime.close();
      await metricsServer?.close();
      clearTimeout(force);
      logger.info({}, 'worker closed');
      process.exit(0);
    })();
  });
}
