import { parseWorkerEnv, type WorkerEnv } from '@innerweather/runtime/env';

export type { WorkerEnv };

/** Reads and checks the worker's configuration once; a bad value stops start-up with a message naming it. */
export function loadWorkerEnv(source: Record<string, string | undefined> = process.env): WorkerEnv {
  return parseWorkerEnv(source);
}
