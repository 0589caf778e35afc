import cluster, { type Worker } from 'node:cluster';
import { startMetricsServer } from '@innerweather/runtime/metrics';
import type { Env } from './env.ts';
import { createApiLogger } from './logger.ts';

/** A process that dies is replaced after this long (a crash loop then costs a second a try, not a core). */
const RESTART_DELAY_MS = 1000;

/**
 * WEB_CONCURRENCY > 1: this process serves nothing itself. It starts that many API processes on one port
 * (node:cluster hands them the connections in turn), replaces any that dies, serves their metrics added up on
 * METRICS_PORT, and on SIGTERM drains them all (each as serve.ts does) before it exits.
 */
export async function runPrimary(env: Env, processes: number) {
  const logger = createApiLogger(env.LOG_LEVEL);
  let stopping = false;
  /** The processes not yet exited (cluster.workers keeps one until its channel closes too). */
  const live = new Set<Worker>();

  /** Resolves when the new process listens; rejects with its exit code if it dies before. */
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      live.add(worker);
      const died = (code: number | null) =>
        reject(new Error(`an API process exited (${code ?? 'signal'}) before it listened`));
      worker.once('exit', died);
      worker.once('listening', () => {
        worker.off('exit', died);
        resolve(worker);
      });
    });

  let started = false;
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | null = null;

  // From the first fork on: a SIGTERM during start-up drains what has started rather than killing the primary.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal, processes: live.size }, 'closing');
      void metricsServer?.close();
      setTimeout(() => {
        for (const worker of live) worker.process.kill('SIGKILL');
        process.exit(1);
      }, env.DRAIN_DELAY_MS + 15_000).unref();
      for (const worker of live) worker.process.kill('SIGTERM');
      if (live.size === 0) process.exit(0);
    });
  }

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit(0);
      return;
    }
    // During start-up a death fails the start (below); afterwards the process is replaced.
    if (!started) return;
    logger.warn({ pid: worker.process.pid, code, signal }, 'an API process died; starting another');
    setTimeout(() => {
      if (!stopping)
        fork().catch((err: unknown) => logger.error({ err: (err as Error).message }, 'restart failed'));
    }, RESTART_DELAY_MS);
  });

  try {
    // The first process migrates the database alone; the others start once it listens.
    await fork();
    await Promise.all(Array.from({ length: processes - 1 }, fork));
  } catch (err) {
    if (stopping) return;
    logger.error({ err: (err as Error).message }, 'Innerweather could not start');
    for (const worker of live) worker.process.kill('SIGTERM');
    process.exit(1);
  }
  if (stopping) return;
  started = true;

  metricsServer = env.METRICS_PORT
    ? await startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST, workers: true })
    : null;
  logger.info(
    { pid: process.pid, processes, url: env.APP_URL },
    `Innerweather runs ${processes} API processes at ${env.APP_URL}`,
  );
}
