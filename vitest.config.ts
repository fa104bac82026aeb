import path from 'node:path';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': path.resolve(import.meta.dirname, 'src') },
  },
  test: {
    environment: 'node',
    // Every file runs in its own process, so module state (env, the getDb() client) never leaks.
    pool: 'forks',
    isolate: true,
    maxWorkers: 2,
    setupFiles: ['tests/setup/test-env.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/test-server.ts'],
          setupFiles: ['tests/setup/file-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
