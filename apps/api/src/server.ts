import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';
import { createRuntime } from './runtime.ts';

let env;
try {
  env = loadEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const bootLogger = { info: console.log, warn: console.warn, error: console.error };
const runtime = await createRuntime(env, bootLogger);
const app = await buildApp({ runtime, logger: true });
await app.listen({ port: env.PORT, host: env.HOST });
runtime.startJobs();
app.log.info(
  `Innerweather is ready at ${env.APP_URL} (database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, jobs: ${env.REDIS_URL ? 'BullMQ on Redis' : 'in-process'})`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
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
