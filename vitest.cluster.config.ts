import path from 'node:path';

import { defineConfig } from 'vitest/config';

/**
 * The cluster test (tests/cluster): one production build, three instances behind nginx and an
 * embedded PostgreSQL it stops and starts. One file, run on its own after the other suites.
 */
export default defineConfig({
  resolve: {
    alias: { '~': path.resolve(import.meta.dirname, 'src') },
  },
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    setupFiles: ['tests/setup/test-env.ts'],
    testTimeout: 60_000,
    // The build and three servers.
    hookTimeout: 600_000,
  },
});
