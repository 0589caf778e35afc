import type { Redis } from 'ioredis';

export interface RateLimitRule {
  /** How many hits a key may make in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit: (key: string, rule: RateLimitRule) => Promise<RateLimitResult>;
}

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

/** The embedded mode's limiter: one process, so memory is the shared place. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, rule) {
      const t = now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + rule.windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return Promise.resolve({
        allowed: w.count <= rule.limit,
        retryAfterSeconds: Math.ceil((w.resetAt - t) / 1000),
      });
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
