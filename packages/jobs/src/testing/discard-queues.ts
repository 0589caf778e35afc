import type { Redis } from 'ioredis';

/** Test clean-up: deletes every Redis key of the job queues under `prefix`, so test runs leave no jobs behind. */
export async function discardQueues(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
}
