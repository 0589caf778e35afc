import type { Redis } from 'ioredis';
import { createMemoryRateLimiter, type RateLimiter } from '@innerweather/core/shared/rate-limiter';

/** Fixed-window counter in Redis, shared by every API replica. */
export function createRedisRateLimiter(redis: Redis, prefix = 'iw:rl:'): RateLimiter {
  return {
    async hit(key, rule) {
      const redisKey = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [unknown, number],
        [unknown, number],
      ];
      if (ttl < 0) await redis.pexpire(redisKey, rule.windowMs);
      const remainingMs = ttl < 0 ? rule.windowMs : ttl;
      return { allowed: count <= rule.limit, retryAfterSeconds: Math.ceil(remainingMs / 1000) };
    },
  };
}

/**
 * The services mode's limiter: Redis while it answers, this process's memory while it does not (down, restarting,
 * slower than `timeoutMs`), so a Redis outage never blocks sign-in. Limits are then per process for a while:
 * looser across replicas, never absent.
 */
export function createRedisRateLimiterWithFallback(
  redis: Redis,
  {
    logger,
    timeoutMs = 250,
    prefix,
  }: { logger: { warn: (obj: unknown, msg?: string) => void }; timeoutMs?: number; prefix?: string },
): RateLimiter {
  const shared = createRedisRateLimiter(redis, prefix);
  const local = createMemoryRateLimiter();
  let lastWarning = 0;
  const fallBack = (reason: string) => {
    if (Date.now() - lastWarning > 30_000) {
      lastWarning = Date.now();
      logger.warn({ reason }, 'rate limits: Redis unavailable, counting in this process');
    }
  };
  return {
    async hit(key, rule) {
      if (redis.status !== 'ready') {
        fallBack(`redis ${redis.status}`);
        return local.hit(key, rule);
      }
      let timer: NodeJS.Timeout | undefined;
      try {
        return await Promise.race([
          shared.hit(key, rule),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
      } catch (err) {
        fallBack(err instanceof Error ? err.message : String(err));
        return local.hit(key, rule);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
