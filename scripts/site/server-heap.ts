import path from 'node:path';

import { REPO_ROOT } from '../db/paths';

const NEXT_CLI = path.join(REPO_ROOT, 'node_modules/next/dist/bin/next');

/**
 * Node's heap settings for a production server (README, "Performance"):
 * - a cap: left alone, Node lets the heap of `next start` grow to several hundred MB under load
 *   before collecting; capped, the server stays near 300 MB of RSS at the same throughput;
 * - a larger first old-generation limit: V8 starts it small, and a busy Next server promotes
 *   15–20 MB a second (request objects that outlive two young collections), so V8 ran a full
 *   collection about once a second. Each one held every request in flight for 5–30 ms, which
 *   made most of the slowest 1% of responses. Starting at 160 MB, V8 settles on a larger limit
 *   and collects every 2–3 seconds.
 * Node takes the second only on its command line, not from NODE_OPTIONS.
 */
const HEAP_FLAGS = ['--max-old-space-size=256', '--initial-old-space-size=160'];

/** Node flags for a production server: none when the operator set a heap limit in NODE_OPTIONS. */
export function serverHeapFlags(nodeOptions: string | undefined): string[] {
  return nodeOptions?.includes('--max-old-space-size') ? [] : HEAP_FLAGS;
}

/** `next start <args>` run by this Node with the heap flags, as a command and its arguments. */
export function nextStartCommand(
  nextArgs: string[],
  nodeOptions: string | undefined,
): [command: string, args: string[]] {
  return [process.execPath, [...serverHeapFlags(nodeOptions), NEXT_CLI, 'start', ...nextArgs]];
}
