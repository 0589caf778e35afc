import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { serveMetrics } from '@innerweather/runtime/metrics';
import { AggregatorRegistry } from 'prom-client';
import { type Env, loadEnv } from './env.ts';
import { createApiLogger } from './logger.ts';
import { DataDirInUseError } from '@innerweather/db/data-dir-lock';

let env: Env;
try {
  env = loadEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const logger = createApiLogger(env.LOG_LEVEL);
/** Answers the supervisor's requests for this process's metrics (under the cluster only). */
const metricsListeners: unknown[] = [];
/** How long a process may take to finish its requests and let go of the database once told to stop. */
const DRAIN_TIMEOUT_MS = 10_000;

// PGlite is one process's database: embedded mode always runs one process.
const processes = env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? availableParallelism()) : 1;
if (!env.DATABASE_URL && (env.WEB_CONCURRENCY ?? 1) > 1)
  logger.warn({ WEB_CONCURRENCY: env.WEB_CONCURRENCY }, 'embedded mode runs one API process');

if (processes > 1 && cluster.isPrimary) await runPrimary(processes);
else await runServer();

/**
 * WEB_CONCURRENCY > 1: this process only supervises. It starts that many API processes, which share the port
 * (node:cluster hands out the connections), starts a new one when one dies, serves the metrics of all of them on
 * METRICS_PORT, and on SIGTERM tells each to drain and waits for them.
 */
async function runPrimary(count: number) {
  let stopping = false;
  const recentDeaths: number[] = [];
  const start = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && recentDeaths[0]! < now - 60_000) recentDeaths.shift();
    logger.error({ pid: worker.process.pid, code, signal }, 'an API process died; starting another');
    // A process that cannot start (bad configuration, database away) would otherwise be restarted in a tight loop.
    setTimeout(start, recentDeaths.length > count * 3 ? 5_000 : 0);
  });
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === count)
      logger.info(
        { url: env.APP_URL, processes: count, pid: process.pid },
        `Innerweather is ready at ${env.APP_URL}`,
      );
  });
  for (let i = 0; i < count; i++) start();

  let metrics: Awaited<ReturnType<typeof serveMetrics>> | null = null;
  if (env.METRICS_PORT) {
    const aggregate = new AggregatorRegistry();
    metrics = await serveMetrics(
      { metrics: () => aggregate.clusterMetrics(), contentType: aggregate.contentType },
      { port: env.METRICS_PORT, host: env.METRICS_HOST },
    ).catch((err: unknown) => {
      logger.warn({ err: (err as Error).message, port: env.METRICS_PORT }, 'metrics port not served');
      return null;
    });
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'closing: draining the API processes');
      const force = setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS + 2_000).unref();
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      void Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve) => {
              if (w.isDead()) return resolve();
              w.once('exit', () => resolve());
              w.process.kill('SIGTERM');
            }),
        ),
      ).then(async () => {
        await metrics?.close();
        clearTimeout(force);
        process.exit(0);
      });
    });
  }
}

/** One API process: the whole app on PORT (shared with its siblings under the cluster), drained on SIGTERM. */
async function runServer() {
  // Loaded here, not above: the supervising process never needs the app.
  const [{ buildApp }, { createRuntime }, { createMetrics }] = await Promise.all([
    import('./app.ts'),
    import('@innerweather/runtime/runtime'),
    import('@innerweather/runtime/metrics'),
  ]);
  const worker = cluster.isWorker;
  let runtime: Awaited<ReturnType<typeof createRuntime>>;
  try {
    runtime = await createRuntime(env, logger);
  } catch (err) {
    // A second server on one embedded data folder: said plainly, and a non-zero exit.
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const metrics = createMetrics({ role: 'api', queues: runtime.jobs.queues });
  if (worker) {
    // The supervisor asks each process for its figures over IPC: constructing an aggregator adds the listener.
    AggregatorRegistry.setRegistries([metrics.registry]);
    metricsListeners.push(new AggregatorRegistry());
  }
  let draining = false;
  const app = await buildApp({
    runtime,
    logger,
    observeRequest: metrics.observeRequest,
    isDraining: () => draining,
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  await runtime.startJobs();
  const metricsServer =
    !worker && env.METRICS_PORT
      ? await serveMetrics(metrics.registry, { port: env.METRICS_PORT, host: env.METRICS_HOST }).catch(
          (err: unknown) => {
            logger.warn({ err: (err as Error).message, port: env.METRICS_PORT }, 'metrics port not served');
            return null;
          },
        )
      : null;
  if (!worker)
    logger.info(
      {
        url: env.APP_URL,
        database: env.DATABASE_URL ? 'postgres' : 'pglite',
        jobs: env.REDIS_URL ? 'bullmq' : 'in-process',
        metrics: metricsServer ? `http://${env.METRICS_HOST}:${metricsServer.port}/metrics` : 'off',
      },
      `Innerweather is ready at ${env.APP_URL}`,
    );
  else logger.info({ pid: process.pid }, 'API process listening');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (draining) return;
      draining = true;
      logger.info({ signal }, 'closing: finishing the requests in flight');
      const force = setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS).unref();
      void app
        .close()
        .then(() => runtime.close())
        .then(() => metricsServer?.close())
        .then(() => {
          clearTimeout(force);
          process.exit(0);
        });
    });
  }
}
