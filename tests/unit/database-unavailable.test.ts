import { describe, expect, it } from 'vitest';

import { isDatabaseUnavailable } from '~/server/database-unavailable';

/** An error as Prisma throws it, with the driver adapter's error under `meta`. */
function prismaError(code: string, adapterCause?: object) {
  return Object.assign(new Error('Invalid invocation'), {
    code,
    meta: adapterCause && {
      driverAdapterError: { name: 'DriverAdapterError', cause: adapterCause },
    },
  });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['an unreachable server (P1001)', prismaError('P1001')],
    ['an exhausted pool (P2024)', prismaError('P2024')],
    [
      'the adapter saying the database is not reachable',
      prismaError('P2010', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 }),
    ],
    [
      'PostgreSQL terminating connections at shutdown (57P01)',
      prismaError('P2010', { kind: 'postgres', originalCode: '57P01' }),
    ],
    [
      'a connection closed mid-query, wrapped by Prisma',
      Object.assign(new Error('Connection terminated unexpectedly'), {
        clientVersion: '7',
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    [
      'a refused socket',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['the same, one cause down', new Error('wrapped', { cause: prismaError('P1017') })],
    [
      'no free connection in the pool within its timeout, as Prisma passes it on',
      Object.assign(new Error('timeout exceeded when trying to connect'), { clientVersion: '7' }),
    ],
    [
      'a new connection that took too long to open',
      new Error('Connection terminated due to connection timeout'),
    ],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (P2002)', prismaError('P2002')],
    ['a missing table (P2021)', prismaError('P2021')],
    [
      'a query PostgreSQL refused (22P05)',
      prismaError('P2010', { kind: 'postgres', originalCode: '22P05' }),
    ],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
