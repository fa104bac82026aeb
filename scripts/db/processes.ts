import { readFileSync } from 'node:fs';

/** True while `pid` is a running (not zombie) process. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (exited, not yet reaped by its parent) is gone for our purposes.
  return processStatFields(pid)?.[0] !== 'Z';
}

/**
 * The fields of /proc/<pid>/stat after the process's name (state, parent id, …: `man 5 proc`
 * numbers them from 3), or undefined once it is gone or where there is no /proc. The name is in
 * parentheses and may hold spaces and parentheses itself.
 */
export function processStatFields(pid: number): string[] | undefined {
  const stat = readProc(pid, 'stat');
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * The command line of a process, or undefined where /proc is not available
 * (callers then trust the pid alone).
 */
export function processCommandLine(pid: number): string[] | undefined {
  return readProc(pid, 'cmdline')?.split('\0').filter(Boolean);
}

export async function waitForProcessExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}
