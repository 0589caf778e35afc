import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';
import { createRuntime } from '@innerweather/runtime/runtime';
import { createApiLogger } from './logger.ts';
import { DataDirInUseError } from '@innerweather/db/data-dir-lock';

let env;
try {
  env = loadEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

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
const app = await buildApp({ runtime, logger });
await app.listen({ port: env.PORT, host: env.HOST });
await runtime.startJobs();
logger.info(
  {
    url: env.APP_URL,
    database: env.DATABASE_URL ? 'postgres' : 'pglite',
    jobs: env.REDIS_URL ? 'bullmq' : 'in-process',
  },
  `Innerweather is ready at ${env.APP_URL}`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'closing');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    void app
      .close()
      .then(() => runtime.close())
      .then(() => {
        clearTimeout(force);
        process.exit(0);
      });
  });
}
