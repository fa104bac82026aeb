/**
 * `npm run cluster -- [--instances N] [--port P] [--reuse-build]`: starts the cluster (./run.ts)
 * in a process group of its own and hands it the first Ctrl-C.
 *
 * Ctrl-C in a terminal signals every process of the foreground group at once: the embedded
 * PostgreSQL then stopped while the instances still used it, and they printed pages of errors.
 * In a group of its own, only the runner hears of it, from here, and stops nginx, then the
 * instances, then the database. A second Ctrl-C does not interrupt that.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const runner = spawn(
  process.execPath,
  [...process.execArgv, path.join(import.meta.dirname, 'run.ts'), ...process.argv.slice(2)],
  // The IPC channel closes when this process dies, however it dies: the runner then stops too.
  { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], detached: true },
);

let stopping = false;
const relay = (signal: NodeJS.Signals) => {
  if (stopping) {
    console.error('cluster: still stopping…');
    return;
  }
  stopping = true;
  runner.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, relay);

runner.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
