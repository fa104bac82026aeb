import { describe, expect, it } from 'vitest';

import {
  FIRST_RESTART_DELAY_MS,
  HEALTHY_RUN_MS,
  MAX_RESTART_DELAY_MS,
  restartDelay,
  supervise,
  type SupervisedProcess,
} from '../../scripts/cluster/supervisor';
import { Cleanups } from '../../scripts/site/production-site';

describe('restartDelay', () => {
  it('waits 1 s, then twice as long after each quick exit, up to 30 s', () => {
    const delays: number[] = [];
    let delay: number | undefined;
    for (let exit = 0; exit < 8; exit += 1) {
      delay = restartDelay(delay, 500);
      delays.push(delay);
    }
    expect(FIRST_RESTART_DELAY_MS).toBe(1_000);
    expect(MAX_RESTART_DELAY_MS).toBe(30_000);
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('waits 1 s again once the process had run for a while', () => {
    expect(restartDelay(30_000, HEALTHY_RUN_MS)).toBe(1_000);
    expect(restartDelay(30_000, HEALTHY_RUN_MS - 1)).toBe(30_000);
  });
});

/** A stand-in process that exits when told to. */
function fakeProcess(name: string) {
  let exit!: (reason: Error) => void;
  const exited = new Promise<never>((_, reject) => (exit = reject));
  exited.catch(() => {});
  return { name, exited, exit: () => exit(new Error(`${name} exited (signal)`)) };
}
type Fake = ReturnType<typeof fakeProcess> & SupervisedProcess;

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('supervise', () => {
  it('starts a process that exits again, logs it, and stops restarting once the cleanups run', async () => {
    const cleanups = new Cleanups();
    const log: string[] = [];
    const started: Fake[] = [];
    let current: Fake | undefined = fakeProcess('first');
    let failNextStart = true;
    supervise(current, {
      name: 'instance A',
      start: () => {
        if (failNextStart) {
          failNextStart = false;
          return Promise.reject(new Error('port in use'));
        }
        const next = fakeProcess(`run ${started.length + 2}`);
        started.push(next);
        return Promise.resolve(next);
      },
      onChange: (process) => (current = process),
      cleanups,
      log: (line) => log.push(line),
    });

    const exitedAt = performance.now();
    current.exit();
    await until(() => started.length === 1);
    // 1 s before the attempt that failed, then 2 s.
    expect(performance.now() - exitedAt).toBeGreaterThanOrEqual(2_900);
    expect(current).toBe(started[0]);
    expect(log).toEqual([
      'cluster: instance A stopped (first exited (signal))',
      'cluster: starting instance A again in 1 s',
      'cluster: instance A did not start: port in use',
      'cluster: starting instance A again in 2 s',
      'cluster: instance A serves again',
    ]);

    await cleanups.run();
    started[0]!.exit();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(started).toHaveLength(1);
    expect(current).toBeUndefined();
  }, 10_000);
});
