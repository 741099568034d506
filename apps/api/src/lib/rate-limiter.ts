import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/** Fixed-window counters, shared by every process when backed by Redis. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  peek(key: string, limit: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  function current(key: string) {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  }
  return {
    hit(key, limit, windowMs) {
      let entry = current(key);
      if (!entry) {
        entry = { count: 0, resetAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return Promise.resolve({
        allowed: entry.count <= limit,
        count: entry.count,
        resetInMs: entry.resetAt - now(),
      });
    },
    peek(key, limit) {
      const entry = current(key);
      return Promise.resolve({
        allowed: (entry?.count ?? 0) < limit,
        count: entry?.count ?? 0,
        resetInMs: entry ? entry.resetAt - now() : 0,
      });
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

const PREFIX = 'tribuna:rl:';

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const k = PREFIX + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
        [null, number],
        [null, number],
      ];
      let resetInMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        resetInMs = windowMs;
      }
      return { allowed: count <= limit, count, resetInMs };
    },
    async peek(key, limit) {
      const k = PREFIX + key;
      const [[, raw], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [null, string | null],
        [null, number],
      ];
      const count = raw ? Number(raw) : 0;
      return { allowed: count < limit, count, resetInMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
  };
}
