/**
 * Token buckets per key (an address, a player): a burst up to `capacity`, refilled at
 * `refillPerSecond`. In memory on purpose: one classroom server, and limits reset harmlessly on restart.
 */
export interface RateLimiter {
  /** Takes one token for `key`; returns the seconds to wait when none is left. */
  take(key: string, now: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** Like take, without using a token: would a request be allowed now? */
  peek(key: string, now: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createRateLimiter(options: { capacity: number; refillPerSecond: number; maxKeys?: number }): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const maxKeys = options.maxKeys ?? 50_000;
  const level = (key: string, now: number) => {
    const bucket = buckets.get(key) ?? { tokens: options.capacity, at: now };
    return Math.min(options.capacity, bucket.tokens + ((now - bucket.at) / 1000) * options.refillPerSecond);
  };
  return {
    peek(key, now) {
      const refilled = level(key, now);
      return refilled >= 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.ceil((1 - refilled) / options.refillPerSecond) };
    },
    take(key, now) {
      const refilled = level(key, now);
      if (refilled < 1) {
        buckets.set(key, { tokens: refilled, at: now });
        return { allowed: false, retryAfterSeconds: Math.ceil((1 - refilled) / options.refillPerSecond) };
      }
      if (!buckets.has(key) && buckets.size >= maxKeys) {
        // Oldest first: Map keeps insertion order.
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      buckets.set(key, { tokens: refilled - 1, at: now });
      return { allowed: true };
    },
  };
}
