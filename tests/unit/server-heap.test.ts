import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { serverEnv, serverHeapFlags, siteServerCommand } from '../../scripts/site/server-heap';

describe('serverHeapFlags (Node flags of a production server)', () => {
  it('caps the heap, starts the old generation large, turns pretenuring off and keeps WebAssembly on Liftoff when nothing is set', () => {
    for (const nodeOptions of [undefined, '', '--enable-source-maps']) {
      expect(serverHeapFlags(nodeOptions)).toEqual([
        '--max-old-space-size=256',
        '--initial-old-space-size=160',
        '--no-allocation-site-pretenuring',
        '--liftoff-only',
      ]);
    }
  });

  it("leaves the heap's size to the operator's own limit", () => {
    expect(serverHeapFlags('--max-old-space-size=1024')).toEqual([
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
    // The cap (256 MB) plus the young generation (192 MB on Node 24, less on Node 20), far
    // below Node's own default of several GB.
    expect(Number(stdout) / 2 ** 20).toBeGreaterThanOrEqual(256);
    expect(Number(stdout) / 2 ** 20).toBeLessThan(512);
  });
});

describe('serverEnv', () => {
  it("holds glibc to two malloc arenas, unless the operator's environment says otherwise", () => {
    const env = { NODE_ENV: 'production', PORT: '3000' } as const;
    expect(serverEnv(env)).toEqual({ ...env, MALLOC_ARENA_MAX: '2' });
    expect(serverEnv({ ...env, MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});
