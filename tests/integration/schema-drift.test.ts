import { describe, expect, inject, it } from 'vitest';

import { diffSchemaAgainstMigrations } from '../../scripts/prisma/migrate';

describe('prisma/schema.prisma', () => {
  it('is fully described by prisma/migrations (create one with `npx prisma migrate dev --name <change>`)', async () => {
    const missingSql = await diffSchemaAgainstMigrations({
      serverUrl: inject('testServer').serverUrl,
    });
    expect(missingSql).toBe('');
  });
});
