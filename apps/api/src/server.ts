import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { runPrimary } from './cluster-primary.ts';
import { loadEnv } from './env.ts';
import { serve } from './serve.ts';

let env;
try {
  env = loadEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

// Every core in services mode; one process in embedded mode, where PGlite is one process's database.
const processes = env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? availableParallelism() : 1);
if (processes > 1 && !env.DATABASE_URL) {
  console.error(
    `Invalid configuration:\n  WEB_CONCURRENCY: must be 1 without DATABASE_URL (the embedded database is one process's); it is ${processes}`,
  );
  process.exit(1);
}

if (processes > 1 && cluster.isPrimary) await runPrimary(env, processes);
else await serve(env, { metrics: processes === 1 });
