/**
 * The last step of `npm test`: the cluster test, with the static checks (types, lint, format)
 * beside it at the lowest priority. Exits 1 when any of them failed.
 *
 * The cluster test spends about half its time waiting on schedules, leases and restarts, which
 * leaves a core idle; the checks fill those waits. Run beside the unit and browser tests instead,
 * they slowed them even at the lowest priority (a small share of the time, and the caches they
 * share): a whole CI run took 617 s that way and 579 s this way.
 *
 *   tsx scripts/cluster-test-and-checks.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';

import { REPO_ROOT } from './db/paths';

const CHECKS = ['typecheck', 'lint', 'format:check'];

/**
 * Linux ranks a nice value only among the processes of its session (autogroups), so each check
 * runs in a session of its own (`detached`) whose group is set to the lowest priority too.
 */
const LOWEST_PRIORITY =
  '[ -w /proc/self/autogroup ] && echo 19 >/proc/self/autogroup; exec nice -n 19 "$@"';

interface Outcome {
  name: string;
  passed: boolean;
  output: string;
}

/** A process's end: passed when it exited with 0. */
function outcomeOf(child: ChildProcess, name: string, output: string[] = []): Promise<Outcome> {
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(`${error.message}\n`));
    child.on('close', (code) => resolve({ name, passed: code === 0, output: output.join('') }));
  });
}

/** The checks' process groups, each the leader of its own session. */
const checkGroups: number[] = [];

function runCheck(script: string): Promise<Outcome> {
  const child = spawn('sh', ['-c', LOWEST_PRIORITY, 'sh', 'npm', 'run', '--silent', script], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) checkGroups.push(child.pid);
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return outcomeOf(child, script, output);
}

const checks = Promise.all(CHECKS.map(runCheck));
const clusterTest = spawn('npm', ['run', 'test:cluster'], { cwd: REPO_ROOT, stdio: 'inherit' });

// Ctrl-C reaches the cluster test from the terminal, which then stops its cluster; the checks,
// in sessions of their own, are out of its reach. A SIGTERM is passed on to both.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const group of checkGroups) {
      try {
        process.kill(-group, 'SIGTERM');
      } catch {
        // That check has ended.
      }
    }
    if (signal === 'SIGTERM') clusterTest.kill('SIGTERM');
  });
}

const clusterOutcome = await outcomeOf(clusterTest, 'test:cluster');
const checkOutcomes = await checks;
for (const { name, passed, output } of checkOutcomes) {
  console.log(`\n> npm run ${name}: ${passed ? 'passed' : 'FAILED'}`);
  if (output.trim()) console.log(output.trimEnd());
}
const failed = [clusterOutcome, ...checkOutcomes]
  .filter((outcome) => !outcome.passed)
  .map((outcome) => outcome.name);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
