import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { defineConfig } from 'vitest/config';

const INTEGRATION_DIR = 'tests/integration';

/**
 * The integration test files that set the environment before the app's modules load
 * (`vi.hoisted`) or replace a module (`vi.mock`): each of them runs in a process of its own.
 */
const OWN_PROCESS_FILES = readdirSync(INTEGRATION_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join(INTEGRATION_DIR, file))
  .filter((file) => /\bvi\.(hoisted|mock)\(/.test(readFileSync(file, 'utf8')));

const integration = {
  globalSetup: ['tests/setup/test-server.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: {
    alias: { '~': path.resolve(import.meta.dirname, 'src') },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    setupFiles: ['tests/setup/test-env.ts'],
    projects: [
      {
        extends: true,
        // Every file in its own process, so module state (env, caches) never leaks.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: true },
      },
      {
        extends: true,
        // The files of a worker share its process and the app's modules, loaded once: loading
        // them for each file took a third of the suite's time. tests/setup/shared-process.ts
        // lets go of what each file leaves behind.
        test: {
          ...integration,
          name: 'integration',
          include: [`${INTEGRATION_DIR}/**/*.test.ts`],
          exclude: OWN_PROCESS_FILES,
          isolate: false,
          setupFiles: ['tests/setup/file-database.ts', 'tests/setup/shared-process.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'integration-own-process',
          include: OWN_PROCESS_FILES,
          isolate: true,
          setupFiles: ['tests/setup/file-database.ts'],
        },
      },
    ],
  },
});
