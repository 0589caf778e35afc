import { DataDirInUseError } from '@innerweather/db/data-dir-lock';
import { analyzerLine } from '@innerweather/runtime/analyzer-line';
import { startMetricsServer } from '@innerweather/runtime/metrics';
import { createRuntime } from '@innerweather/runtime/runtime';
import { buildApp } from './app.ts';
import type { Env } from './env.ts';
import { createApiLogger } from './logger.ts';

/**
 * One API process: the app on PORT, the jobs in embedded mode, and (unless a cluster's primary serves them) the
 * metrics on METRICS_PORT. SIGTERM drains it: /readyz turns 503 and new work is refused, DRAIN_DELAY_MS later the
 * listener closes, the requests in flight finish, then the process exits.
 */
export async function serve(env: Env, { metrics }: { metrics: boolean }) {
  const logger = createApiLogger(env.LOG_LEVEL);
  let runtime;
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
  // A server that can open no one's journal would answer every journal call 409, one by one: say why once.
  const refusal = await runtime.keyFolderRefusal();
  if (refusal) {
    await runtime.close();
    console.error(`API start-up failed: ${refusal}`);
    process.exit(1);
  }
  let draining = false;
  const app = await buildApp({ runtime, logger, draining: () => draining });
  await app.listen({ port: env.PORT, host: env.HOST });
  const metricsServer =
    metrics && env.METRICS_PORT
      ? await startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST })
      : null;
  await runtime.startJobs();
  logger.info(
    {
      url: env.APP_URL,
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
      jobs: env.REDIS_URL ? 'bullmq' : 'in-process',
      ...(metricsServer ? { metrics: `http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics` } : {}),
    },
    `Innerweather is ready at ${env.APP_URL}`,
  );
  // Which analyzer reads entries, said once at start-up rather than only per entry.
  void runtime.readiness(false).then(
    ({ ollama }) =>
      logger.info({ analyzer: ollama === 'ok' ? 'ollama' : 'built-in' }, analyzerLine(env, ollama)),
    () => {},
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (draining) return;
      draining = true;
      logger.info({ signal, drainDelayMs: env.DRAIN_DELAY_MS }, 'closing');
      const force = setTimeout(() => process.exit(1), env.DRAIN_DELAY_MS + 10_000).unref();
      void new Promise((resolve) => setTimeout(resolve, env.DRAIN_DELAY_MS))
        .then(() => app.close())
        .then(() => metricsServer?.close())
        .then(() => runtime.close())
        .then(() => {
          clearTimeout(force);
          process.exit(0);
        });
    });
  }
}
