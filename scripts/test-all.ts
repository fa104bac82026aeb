/**
 * `npm test`: every suite, on one production build.
 *
 *   1. the browser tests' build (scripts/e2e-server.ts --build-only) into NEXT_DIST_DIR (default
 *      .next), or the one there with E2E_REUSE_BUILD=1;
 *   2. the cluster tests on a copy of it, while Vitest runs at the lowest CPU priority: the
 *      cluster waits on schedules, leases and restarts for about half its time, and Vitest takes
 *      that time instead of a turn of its own;
 *   3. the browser tests on the build, then the first-load JavaScript budget check.
 *
 * The two suites of step 2 print their output when they end. Every step runs even when one before
 * it failed; the exit code is 1 when any failed.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

import { REPO_ROOT } from './db/paths';

const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';
/** The cluster serves a copy: the pages it regenerates on its own content stay out of the build. */
const CLUSTER_DIST_DIR = '.next-cluster';
const LOWEST_PRIORITY = path.join(REPO_ROOT, 'scripts/lowest-priority.sh');

interface Outcome {
  name: string;
  ok: boolean;
  output: string;
}

const running = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // The suites run in process groups of their own: stop each group whole.
    for (const pid of running) process.kill(-pid, 'SIGTERM');
    process.exit(1);
  });
}

/** Runs the command in a process group of its own; `quiet` keeps its output for later. */
function run(
  name: string,
  command: string[],
  { env = {}, quiet = false }: { env?: Record<string, string>; quiet?: boolean } = {},
): Promise<Outcome> {
  const options: SpawnOptions = {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  };
  const child = spawn(command[0]!, command.slice(1), options);
  running.add(child.pid!);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('error', (error) => {
      running.delete(child.pid!);
      resolve({ name, ok: false, output: `${output}${error.message}\n` });
    });
    child.once('exit', (code) => {
      running.delete(child.pid!);
      resolve({ name, ok: code === 0, output });
    });
  });
}

function report(outcome: Outcome) {
  process.stdout.write(outcome.output);
  console.log(`--- ${outcome.name}: ${outcome.ok ? 'passed' : 'FAILED'}`);
  return outcome;
}

const outcomes: Outcome[] = [];

const build = report(
  await run('the build', ['npx', 'tsx', 'scripts/e2e-server.ts', '--build-only']),
);
outcomes.push(build);

if (build.ok) {
  await rm(path.join(REPO_ROOT, CLUSTER_DIST_DIR), { recursive: true, force: true });
  await cp(path.join(REPO_ROOT, DIST_DIR), path.join(REPO_ROOT, CLUSTER_DIST_DIR), {
    recursive: true,
  });
  console.log('--- Vitest (at the lowest priority) and the cluster tests, side by side');
  const [vitest, cluster] = await Promise.all([
    run('Vitest', ['bash', LOWEST_PRIORITY, 'npx', 'vitest', 'run'], { quiet: true }),
    run('the cluster tests', ['npx', 'vitest', 'run', '--config', 'vitest.cluster.config.ts'], {
      env: { CLUSTER_REUSE_BUILD: '1', CLUSTER_DIST_DIR },
      quiet: true,
    }),
  ]);
  outcomes.push(report(vitest), report(cluster));

  outcomes.push(
    report(
      await run('the browser tests', ['npx', 'playwright', 'test'], {
        env: { E2E_REUSE_BUILD: '1' },
      }),
    ),
    report(await run('the bundle check', ['npm', 'run', 'check:bundle'])),
  );
} else {
  outcomes.push(report(await run('Vitest', ['npx', 'vitest', 'run'])));
}

const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
console.log(failed.length ? `failed: ${failed.join(', ')}` : 'every suite passed');
process.exit(failed.length ? 1 : 0);
