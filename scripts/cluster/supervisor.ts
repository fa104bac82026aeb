/**
 * Keeps a process of `npm run cluster` running (an instance, nginx): whenever it exits, crashed
 * or killed, it is started again, until the cleanups start. The first restart waits 1 s, each
 * next one twice as long, up to 30 s, so a process that cannot start does not spin; once one has
 * run for a minute its next restart waits 1 s again.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import type { Cleanups } from '../site/production-site';

export const FIRST_RESTART_DELAY_MS = 1_000;
export const MAX_RESTART_DELAY_MS = 30_000;
/** A process that ran this long before it exited counts as having started well. */
export const HEALTHY_RUN_MS = 60_000;

/** The wait before the next start of a process that ran `ranForMs` after the last wait. */
export function restartDelay(previousDelayMs: number | undefined, ranForMs: number): number {
  if (previousDelayMs === undefined || ranForMs >= HEALTHY_RUN_MS) return FIRST_RESTART_DELAY_MS;
  return Math.min(previousDelayMs * 2, MAX_RESTART_DELAY_MS);
}

export interface SupervisedProcess {
  /** Rejects when the process exits, with the reason in its message. */
  exited: Promise<never>;
}

export interface SuperviseOptions<P extends SupervisedProcess> {
  /** Names the process in the log, e.g. "instance 127.0.0.1:3001". */
  name: string;
  /** Starts the process again; resolves once it serves. */
  start: () => Promise<P>;
  /** Told of each process started, and of undefined while there is none. */
  onChange: (process: P | undefined) => void;
  cleanups: Cleanups;
  log?: (line: string) => void;
}

/** Watches `running` and every process started after it, for as long as the script runs. */
export function supervise<P extends SupervisedProcess>(
  running: P,
  { name, start, onChange, cleanups, log = console.error }: SuperviseOptions<P>,
): void {
  const stopping = new AbortController();
  cleanups.add(() => Promise.resolve(stopping.abort()));

  const keepRunning = async () => {
    let current: P | undefined = running;
    let servingSince = performance.now();
    let delay: number | undefined;
    while (!cleanups.started) {
      // A start that failed counts as a run that ended at once: the next wait is longer.
      let ranFor = 0;
      if (current) {
        const reason = await current.exited.catch(messageOf);
        ranFor = performance.now() - servingSince;
        onChange(undefined);
        if (cleanups.started) return;
        log(`cluster: ${name} stopped (${reason})`);
      }
      delay = restartDelay(delay, ranFor);
      log(`cluster: starting ${name} again in ${delay / 1000} s`);
      try {
        await sleep(delay, undefined, { signal: stopping.signal });
        current = await start();
      } catch (error) {
        if (cleanups.started) return;
        log(`cluster: ${name} did not start: ${messageOf(error)}`);
        current = undefined;
        continue;
      }
      servingSince = performance.now();
      onChange(current);
      log(`cluster: ${name} serves again`);
    }
  };
  void keepRunning();
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
