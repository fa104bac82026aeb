import { TRPCError } from '@trpc/server';

/**
 * Whether `error` says the database cannot be reached right now (it is down, restarting, or out
 * of connections), as opposed to a query that failed: the first is worth a retry, the second
 * is a bug. Follows the error's causes, since the driver's error hides under Prisma's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, meta, cause } = current as {
      code?: unknown;
      message?: unknown;
      meta?: { driverAdapterError?: { cause?: unknown } };
      cause?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    const adapterCause = meta?.driverAdapterError?.cause as
      { kind?: string; originalCode?: string } | undefined;
    if (adapterCause?.kind && UNAVAILABLE_KINDS.has(adapterCause.kind)) return true;
    if (adapterCause?.originalCode && UNAVAILABLE_CODES.test(adapterCause.originalCode)) {
      return true;
    }
    current = cause ?? meta?.driverAdapterError?.cause;
  }
  return false;
}

/**
 * Prisma's "cannot reach / timed out / connection closed / pool exhausted" (P1001, P1002, P1008,
 * P1017, P2024), PostgreSQL's connection (08…) and shutdown (57P01–57P03) classes, and the
 * socket errors of a refused or dropped connection.
 */
const UNAVAILABLE_CODES =
  /^(P1001|P1002|P1008|P1017|P2024|08\w{3}|57P0[1-3]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;

/**
 * node-postgres' errors that carry no code: a connection the server closed mid-query, one that
 * took too long to open, and the pool's when no connection was free within its timeout (the
 * database busy, not broken).
 */
const CONNECTION_LOST =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect)$/;

/** The driver adapter's kinds of error that mean the same. */
const UNAVAILABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The site cannot reach its database right now. Try again in a moment.';

/** The `Retry-After` of that answer, in seconds: "a moment". */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_S = 5;

/** The answer to a call made while the database is unavailable: a 503 the caller may retry. */
export function databaseUnavailableError(cause?: unknown): TRPCError {
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: DATABASE_UNAVAILABLE_MESSAGE,
    cause,
  });
}

/** The headers of a tRPC answer holding that 503: when to try again. */
export function retryAfterDatabaseMeta({ errors }: { errors: readonly TRPCError[] }) {
  return errors.some((error) => error.code === 'SERVICE_UNAVAILABLE')
    ? { headers: { 'retry-after': String(DATABASE_UNAVAILABLE_RETRY_AFTER_S) } }
    : undefined;
}
