import path from 'node:path';

import { SITE_SERVER_FILE } from './site-server-bundle';
import { REPO_ROOT } from '../db/paths';

/**
 * Node's heap settings for a production server (docs/performance.md):
 * - a cap: left alone, Node lets the heap of a Next server grow to several hundred MB under load
 *   before collecting; capped, the server stays near 300 MB of RSS at the same throughput;
 * - a larger first old-generation limit: V8 starts it small, so even the 4–5 MB a second that
 *   a busy server promotes made it run a full collection every 1–3 seconds, each holding every
 *   request in flight for 5–10 ms. Starting at 160 MB, V8 settles on a larger limit and
 *   collects about every 6 seconds.
 * Node takes the second only on its command line, not from NODE_OPTIONS.
 */
const HEAP_SIZE_FLAGS = ['--max-old-space-size=256', '--initial-old-space-size=160'];

/**
 * The young generation's size, set rather than left to Node: Node 24 sizes it from the machine's
 * memory (two 64 MB semi-spaces on a machine of 16 GB or more; Node 20 took 16 MB whatever the
 * machine). V8 starts a full collection once the old generation's room left under its limit is
 * smaller than the young generation, since one young collection could promote that much; with a
 * 128 MB young generation under a 256 MB cap that was as soon as the old generation grew a few MB
 * past what the server keeps live. The browser tests' server ran a full collection every 150 ms
 * for minutes on end, spending half its time in them.
 */
const YOUNG_GENERATION_FLAG = '--max-semi-space-size=16';

/**
 * V8 allocates objects straight into the old generation at an allocation site whose objects
 * mostly outlived a young collection. Under load one site in Next's request path is chosen: its
 * objects die with their request, but until the next full collection they keep everything they
 * point to alive through every young collection. Nearly every request's objects were then
 * promoted: 22–27 MB a second, young collections of 2–3 ms and a full one every 2 seconds.
 * Without pretenuring the server promotes 4–5 MB a second and a young collection takes 1 ms.
 */
const NO_PRETENURING_FLAG = '--no-allocation-site-pretenuring';

/**
 * Prisma plans every query in a WebAssembly module (its query compiler, 3.4 MB). V8 runs a
 * module's functions first as Liftoff's quick machine code, then recompiles the busy ones with
 * TurboFan on background threads; those compilations of the compiler's large functions took some
 * 40 MB of malloc'ed memory that glibc then kept. Liftoff's code measured the same throughput:
 * Prisma spends little of a request in the planner.
 */
const LIFTOFF_ONLY_FLAG = '--liftoff-only';

/**
 * V8 flags for a production server; the heap's size and the young generation's are left to an
 * operator who set them in NODE_OPTIONS.
 */
export function serverHeapFlags(nodeOptions: string | undefined): string[] {
  const sizeFlags = nodeOptions?.includes('--max-old-space-size') ? [] : HEAP_SIZE_FLAGS;
  const youngFlags = nodeOptions?.includes('--max-semi-space-size') ? [] : [YOUNG_GENERATION_FLAG];
  return [...sizeFlags, ...youngFlags, NO_PRETENURING_FLAG, LIFTOFF_ONLY_FLAG];
}

/**
 * How the server's memory allocators are set, each unless the environment says otherwise:
 * - glibc held to two malloc arenas. glibc gives threads that allocate at once arenas of their
 *   own (up to 8 per core), which grow and rarely shrink: libuv's pool threads (share images,
 *   image re-encoding, password hashes, file reads) left the server's resident memory some 20 MB
 *   larger after it drew a share image. Two arenas measured the same throughput.
 * - glibc's threshold for mapping a block of its own held at 128 kB. glibc raises it to the size
 *   of each mapped block freed, up to 32 MB, so that once a share image's pixels or an import's
 *   file have been freed, blocks of their size are carved from the arenas, which keep the pages
 *   after they are freed.
 * - mimalloc (resvg's allocator) giving freed pages back at once rather than 10 ms later: it
 *   gives them back on its next call from the same thread, and the drawing thread has ended by
 *   then, so that some 8 MB stayed behind after each thread.
 */
const ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: String(128 * 1024),
  MIMALLOC_PURGE_DELAY: '0',
} as const;

/** The server's environment: `env` with ALLOCATOR_ENV's settings where `env` has none. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...ALLOCATOR_ENV, ...env };
}

/**
 * The production server of the build in `distDir` (scripts/site/site-server.ts) run by this Node
 * with the heap flags, as a command and its arguments; to be run from the repository's folder.
 */
export function siteServerCommand(
  distDir: string,
  serverArgs: string[],
  nodeOptions: string | undefined,
): [command: string, args: string[]] {
  const server = path.join(REPO_ROOT, distDir, SITE_SERVER_FILE);
  return [process.execPath, [...serverHeapFlags(nodeOptions), server, ...serverArgs]];
}
