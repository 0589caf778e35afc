import type { Runtime } from '@innerweather/runtime/runtime';

/** Jobs waiting under the bench's queue prefix: no worker runs, so every job the POSTs enqueued is still there. */
export async function waitingJobs(redis: Runtime['redis'], prefix: string): Promise<number | null> {
  if (!redis) return null;
  let waiting = 0;
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 }) as AsyncIterable<
    string[]
  >) {
    for (const key of keys) {
      if (key.endsWith(':wait')) waiting += await redis.llen(key);
      if (key.endsWith(':prioritized')) waiting += await redis.zcard(key);
    }
  }
  return waiting;
}

export async function removeQueues(redis: Runtime['redis'], prefix: string) {
  if (!redis) return;
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 }) as AsyncIterable<
    string[]
  >) {
    if (keys.length) await redis.del(...keys);
  }
}
