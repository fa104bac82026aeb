import { spawn } from 'node:child_process';
import path from 'node:path';

import { expect, test } from './helpers/fixtures';
import { isProcessAlive, processStatFields } from '../../scripts/db/processes';
import { withDatabaseName } from '../../scripts/prisma/connection';
import { findFreePort, stopProcess, waitForServer } from '../../scripts/site/production-site';
import { siteServerCommand } from '../../scripts/site/server-heap';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU time a process has used, in seconds (utime and stime, fields 14 and 15 of its stat). */
function cpuSeconds(pid: number): number {
  const fields = processStatFields(pid)!;
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

test('a server whose output nobody reads any more goes on, idle', async () => {
  test.setTimeout(90_000);
  const port = await findFreePort();
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  const [command, args] = siteServerCommand(
    distDir,
    ['--port', String(port), '--hostname', '127.0.0.1'],
    undefined,
  );
  const server = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // A database that does not exist: the server logs every few seconds that it cannot reach it.
      DATABASE_URL: withDatabaseName(process.env.DATABASE_URL!, 'teamfolio_no_such_database'),
      NEXT_DIST_DIR: distDir,
      NEXTAUTH_SECRET: 'teamfolio-output-test-secret-0123456789abcdef',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/favicon.ico`);
    // Whoever read its output has gone.
    server.stdout.destroy();
    server.stderr.destroy();
    await new Promise((resolve) => setTimeout(resolve, 4_000));

    const before = cpuSeconds(server.pid!);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect((cpuSeconds(server.pid!) - before) / 4).toBeLessThan(0.25);
    expect(isProcessAlive(server.pid!)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/favicon.ico`)).status).toBe(200);
  } finally {
    await stopProcess(server);
  }
});
