import type { Db } from '~/server/db';
import { clientLimitKey } from '~/server/http/client-address';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterMs: number;
}

/** Counts attempts per key and says whether the one just counted is allowed. */
export interface RateLimiter {
  hit(db: Db, key: string): Promise<RateLimitResult>;
  /**
   * Takes back one attempt `hit` counted, for an attempt that should not count after all (it
   * succeeded, or was refused before it did anything). Should the window have restarted since,
   * the new one gets the attempt back: one attempt more at most, never fewer.
   */
  giveBack(db: Db, key: string): Promise<void>;
}

export interface FixedWindowOptions {
  /** Namespaces the keys, so two limiters never share a count. */
  scope: string;
  /** Attempts allowed per key in one window. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

/**
 * A fixed-window limiter whose counts live in PostgreSQL (rate_limit_windows), so every app
 * instance behind a load balancer sees the same counts. One statement per attempt: it starts a
 * new window when the old one has expired and otherwise adds one.
 */
export function createRateLimiter({
  scope,
  limit,
  windowMs,
  now = Date.now,
}: FixedWindowOptions): RateLimiter {
  return {
    async hit(db, key) {
      const at = new Date(now());
      const expiredBefore = new Date(at.getTime() - windowMs);
      const [window] = await db.$queryRaw<{ count: number; started_at: Date }[]>`
        INSERT INTO rate_limit_windows (key, started_at, count)
        VALUES (${`${scope}:${key}`}, ${at}, 1)
        ON CONFLICT (key) DO UPDATE SET
          started_at = CASE WHEN rate_limit_windows.started_at <= ${expiredBefore}
                            THEN EXCLUDED.started_at ELSE rate_limit_windows.started_at END,
          count = CASE WHEN rate_limit_windows.started_at <= ${expiredBefore}
                       THEN 1 ELSE rate_limit_windows.count + 1 END
        RETURNING count, started_at`;
      if (!window) throw new Error('The rate-limit window was not written.');
      if (window.count === 1) {
        // A new window: a good moment to forget this limiter's windows that have ended.
        await db.rateLimitWindow.deleteMany({
          where: { key: { startsWith: `${scope}:` }, startedAt: { lt: expiredBefore } },
        });
      }
      if (window.count <= limit) return { allowed: true, retryAfterMs: 0 };
      return {
        allowed: false,
        retryAfterMs: window.started_at.getTime() + windowMs - at.getTime(),
      };
    },
    async giveBack(db, key) {
      await db.rateLimitWindow.updateMany({
        where: { key: `${scope}:${key}`, count: { gt: 0 } },
        data: { count: { decrement: 1 } },
      });
    },
  };
}

/**
 * The key that identifies a caller for rate limiting: the client address when the context
 * carries one (an IPv6 client by its /64), else the signed-in user, else one shared bucket for unidentified callers.
 */
export function clientKey(ctx: {
  clientIp?: string | null;
  session: { user?: { id: string } | null } | null;
}): string {
  if (ctx.clientIp) return `ip:${clientLimitKey(ctx.clientIp)}`;
  if (ctx.session?.user) return `user:${ctx.session.user.id}`;
  return 'anonymous';
}
