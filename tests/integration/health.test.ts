import { describe, expect, it } from 'vitest';

import { createDb } from '~/server/db';
import { checkHealth } from '~/server/health';

import { findFreePort } from '../../scripts/site/production-site';
import { useTestDatabase } from '../helpers/db';

const database = useTestDatabase();

describe('checkHealth (/api/health)', () => {
  it('is healthy while the database answers', async () => {
    expect(await checkHealth(database().db)).toEqual({ ok: true, database: 'up' });
  });

  it('is unhealthy, without waiting long, when the database does not answer', async () => {
    const port = await findFreePort();
    const unreachable = createDb(`postgresql://postgres@127.0.0.1:${port}/nothing`);
    const started = Date.now();
    expect(await checkHealth(unreachable, 500)).toEqual({ ok: false, database: 'down' });
    expect(Date.now() - started).toBeLessThan(2_000);
    await unreachable.$disconnect();
  });
});
