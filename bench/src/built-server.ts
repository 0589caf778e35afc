import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerCpuProbe } from './load.ts';
import { freePort, startProcess, treeCpuMicros } from './processes.ts';

const serverEntry = join(fileURLToPath(new URL('../..', import.meta.url)), 'apps/api/dist/server.js');

export interface BuiltServer {
  url: string;
  /** The CPU time of the server's processes (the primary and the API processes it forked). */
  cpu: ServerCpuProbe;
  stop: () => Promise<void>;
}

/**
 * BENCH_WEB_CONCURRENCY: the built API (`pnpm build`) as `pnpm start` runs it, with WEB_CONCURRENCY API processes
 * on one port, over the bench's database, Redis, queues and key folder (so it reads the seeded journal).
 */
export async function startBuiltServer(
  processes: number,
  env: Record<'DATABASE_URL' | 'REDIS_URL' | 'DATA_DIR' | 'ENCRYPTION_KEY' | 'QUEUE_PREFIX', string>,
): Promise<BuiltServer> {
  if (!existsSync(serverEntry))
    throw new Error(`${serverEntry} is missing: run \`pnpm build\` before BENCH_WEB_CONCURRENCY.`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startProcess(
    serverEntry,
    {
      ...env,
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      ANALYZER: 'lexicon',
      // info: the start-up lines only (requests are logged at debug).
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      WEB_CONCURRENCY: String(processes),
    },
    processes === 1 ? 'Innerweather is ready at' : 'API processes at',
    // For profiling, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (written as it stops).
    (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  );
  await server.ready;
  const pid = server.proc.pid;
  if (pid === undefined) throw new Error('the built server has no process id');
  return { url, cpu: () => treeCpuMicros(pid), stop: server.stop };
}
