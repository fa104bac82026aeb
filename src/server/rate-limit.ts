/** Counts attempts per key and says whether one more is allowed. */
export interface RateLimiter {
  hit(key: string): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

export interface FixedWindowOptions {
  /** Attempts allowed per key in one window. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

/**
 * A fixed-window limiter kept in this process's memory. Per instance: with several app instances
 * each counts on its own, so a PostgreSQL-backed limiter behind the same interface is the
 * scale-out replacement (DESIGN.md).
 */
export function createMemoryRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: FixedWindowOptions): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function dropExpired(at: number) {
    for (const [key, window] of windows) {
      if (at - window.startedAt >= windowMs) windows.delete(key);
    }
  }

  return {
    async hit(key) {
      const at = now();
      // Bounded memory: a flood of distinct keys cannot grow the map for long.
      if (windows.size >= 10_000) dropExpired(at);
      const current = windows.get(key);
      if (!current || at - current.startedAt >= windowMs) {
        windows.set(key, { startedAt: at, count: 1 });
        return { allowed: true, retryAfterMs: 0 };
      }
      if (current.count >= limit) {
        return { allowed: false, retryAfterMs: current.startedAt + windowMs - at };
      }
      current.count += 1;
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}

/**
 * The key that identifies a caller for rate limiting: the client address when the context
 * carries one, else the signed-in user, else one shared bucket for unidentified callers.
 */
export function clientKey(ctx: {
  clientIp?: string | null;
  session: { user?: { id: string } | null } | null;
}): string {
  if (ctx.clientIp) return `ip:${ctx.clientIp}`;
  if (ctx.session?.user) return `user:${ctx.session.user.id}`;
  return 'anonymous';
}
