export interface RateLimitRule {
  /** How many hits a key may make in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts hits per key in fixed windows; packages/runtime implements it on Redis for services mode. */
export interface RateLimiter {
  hit: (key: string, rule: RateLimitRule) => Promise<RateLimitResult>;
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
