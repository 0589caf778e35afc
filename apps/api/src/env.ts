import { type ApiEnv, parseApiEnv } from '@innerweather/runtime/env';

export type Env = ApiEnv;

/** Reads and checks the configuration once; a bad value stops start-up with a message naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseApiEnv(source);
}
