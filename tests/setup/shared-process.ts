/**
 * Runs before each integration test file that shares its worker's process with the files before
 * it (vitest.config.ts): the app's modules are loaded once per worker instead of once per file.
 * What a file leaves in the process is let go when it ends, so the next file starts as it would
 * in a process of its own:
 *  - src/env.ts read the environment once, when the first file loaded it: the database of this
 *    file (tests/setup/file-database.ts) is written into it;
 *  - the process-wide state (src/server/process-state.ts: the database client, caches, limits)
 *    is dropped, the database client closed;
 *  - the environment, mocks, stubs and timers are put back.
 */
import { afterAll, vi } from 'vitest';

import { env } from '~/env';
import { PROCESS_STATE_PREFIX } from '~/server/process-state';

env.DATABASE_URL = process.env.DATABASE_URL;
const environment = { ...process.env };

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const name of Object.keys(process.env)) {
    if (!(name in environment)) delete process.env[name];
  }
  Object.assign(process.env, environment);

  const state = globalThis as unknown as Record<string, unknown>;
  for (const key of Object.keys(state).filter((name) => name.startsWith(PROCESS_STATE_PREFIX))) {
    const value = state[key] as { $disconnect?: () => Promise<void> } | undefined;
    delete state[key];
    await value?.$disconnect?.();
  }
});
