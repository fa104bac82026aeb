import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, expect, it } from 'vitest';

import { within } from './http';
import { descendantsOf } from './processes';
import { REPO_ROOT } from '../../scripts/db/paths';
import { isProcessAlive } from '../../scripts/db/processes';
import { findFreePort, isPortFree } from '../../scripts/site/production-site';

const DIST_DIR = process.env.CLUSTER_DIST_DIR ?? '.next-cluster';
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
let folder: string | undefined;

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it('stops nginx, then the instances, then the database on Ctrl-C, one line each, and leaves nothing behind', async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'teamfolio-cluster-stop-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder.
  await chmod(folder, 0o755);
  const port = await findFreePort();
  // `npm run cluster` as a terminal runs it: the foreground process group of its own.
  const launcher = spawn(
    TSX,
    [
      'scripts/cluster/main.ts',
      ...['--instances', '2', '--port', String(port), '--reuse-build'],
      ...['--dist-dir', DIST_DIR, '--data-dir', path.join(folder, 'postgres')],
    ],
    {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: '',
        NEXTAUTH_SECRET: 'teamfolio-cluster-stop-test-secret-0123456789abcdef',
        UPLOAD_DIR: path.join(folder, 'uploads'),
      },
    },
  );
  let output = '';
  launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));

  // A build of its own when the cluster test left none: up to ten minutes.
  await within(600_000, 'the cluster started', () => output.includes('Ctrl-C stops'), 250);
  const family = descendantsOf(launcher.pid!);
  const names = family.map((one) => one.name);
  expect(names).toContain('nginx');
  expect(names).toContain('postgres');
  const startedAt = output.length;

  process.kill(-launcher.pid!, 'SIGINT');
  const stoppedAfter = await within(
    60_000,
    'the runner exited',
    () => launcher.exitCode !== null,
    100,
  );
  expect(await exited).toBe(130);

  const stopped = output
    .slice(startedAt)
    .split('\n')
    .filter((line) => /^cluster: .* stopped$/.test(line));
  expect(stopped).toEqual([
    `cluster: nginx http://127.0.0.1:${port} stopped`,
    expect.stringMatching(/^cluster: instance http:\/\/127\.0\.0\.1:\d+ stopped$/),
    expect.stringMatching(/^cluster: instance http:\/\/127\.0\.0\.1:\d+ stopped$/),
    'cluster: database stopped',
  ]);
  expect(output.slice(startedAt)).not.toMatch(/terminating connection|Error|    at /);
  expect(family.filter((one) => isProcessAlive(one.pid))).toEqual([]);
  expect(await isPortFree(port)).toBe(true);
  console.log(`cluster stopped ${stoppedAfter.toFixed(0)} ms after Ctrl-C`);
});
