/**
 * Runs in each integration test file's process before the file is loaded: names the file's own
 * database and exports it as DATABASE_URL, so src/env.ts (read once, on import) and getDb() point
 * at it. useTestDatabase() (tests/helpers/db.ts) creates that database from the template.
 */
import { randomBytes } from 'node:crypto';

import { inject } from 'vitest';

import { withDatabaseName } from '../../scripts/prisma/connection';

const { serverUrl, prefix } = inject('testServer');
process.env.DATABASE_URL = withDatabaseName(
  serverUrl,
  `${prefix}_${randomBytes(4).toString('hex')}`,
);
