import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { serverEnv, serverHeapFlags, siteServerCommand } from '../../scripts/site/server-heap';

describe('serverHeapFlags (Node flags of a production server)', () => {
  it('caps the heap, starts the old generation large, sets the young one, turns pretenuring off and keeps WebAssembly on Liftoff when nothing is set', () => {
    for (const nodeOptions of [undefined, '', '--enable-source-maps']) {
      expect(serverHeapFlags(nodeOptions)).toEqual([
        '--max-old-space-size=256',
        '--initial-old-space-size=160',
        '--max-semi-space-size=16',
        '--no-allocation-site-pretenuring',
        '--liftoff-only',
      ]);
    }
  });

  it("leaves the heap's size and the young generation's to the operator's own settings", () => {
    expect(serverHeapFlags('--max-old-space-size=1024')).toEqual([
      '--max-semi-space-size=16',
      '--no-allocation-site-pretenuring',
      '--liftoff-only',
    ]);
    expect(serverHeapFlags('--max-semi-space-size=32')).toEqual([
      '--max-old-space-size=256',
      '--initial-old-space-size=160',
      '--no-allocation-site-pretenuring',
      '--liftoff-only',
    ]);
  });
});

describe('siteServerCommand', () => {
  it("runs the build's server in this Node, the heap flags first and its arguments last", () => {
    const [command, args] = siteServerCommand('.next-e2e', ['--port', '3000'], undefined);
    expect(command).toBe(process.execPath);
    const flags = serverHeapFlags(undefined);
    expect(args.slice(0, flags.length)).toEqual(flags);
    const [server, ...serverArgs] = args.slice(flags.length);
    expect(server!.endsWith(path.join('.next-e2e', 'site-server.mjs'))).toBe(true);
    expect(serverArgs).toEqual(['--port', '3000']);
  });

  it('starts with Node accepting the flags', async () => {
    const flags = serverHeapFlags(undefined);
    const { stdout } = await promisify(execFile)(process.execPath, [
      ...flags,
      '-p',
      'require("v8").getHeapStatistics().heap_size_limit',
    ]);
    // The cap (256 MB) plus the young generation, far below Node's own default of several GB.
    // The young generation stays small next to the cap whatever the machine's memory: V8 starts
    // a full collection whenever the old generation's room is smaller than it, and Node 24's
    // 64 MB semi-spaces on a machine of 24 GB added 192 MB here (a full collection every few MB
    // promoted).
    const youngMegabytes = Number(stdout) / 2 ** 20 - 256;
    expect(youngMegabytes).toBeGreaterThan(0);
    expect(youngMegabytes).toBeLessThanOrEqual(48);
  });
});

describe('serverEnv', () => {
  it("sets the memory allocators, unless the operator's environment says otherwise", () => {
    const env = { NODE_ENV: 'production', PORT: '3000' } as const;
    expect(serverEnv(env)).toEqual({
      ...env,
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MIMALLOC_PURGE_DELAY: '0',
    });
    const operators = { ...env, MALLOC_ARENA_MAX: '4', MIMALLOC_PURGE_DELAY: '10' };
    expect(serverEnv(operators)).toMatchObject(operators);
  });
});
