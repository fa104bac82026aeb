import path from 'node:path';

import { defineConfig } from 'vitest/config';

/**
 * The cluster tests (tests/cluster): one production build, three instances behind nginx and an
 * embedded PostgreSQL it stops and starts; then `npm run cluster` itself, stopped with Ctrl-C.
 * Run on their own after the other suites.
 */
export default defineConfig({
  resolve: {
    alias: { '~': path.resolve(import.meta.dirname, 'src') },
  },
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    // One cluster at a time: each file starts its own, and the machine has few cores.
    fileParallelism: false,
    setupFiles: ['tests/setup/test-env.ts'],
    env: {
      // The instances inherit it: a job held by a killed instance is taken over within
      // seconds, not the production default of a minute.
      JOB_LEASE_SECONDS: '5',
    },
    testTimeout: 60_000,
    // The build and three servers.
    hookTimeout: 600_000,
  },
});
