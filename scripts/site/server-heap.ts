/**
 * The heap limit for a production server. Left alone, Node lets the heap of `next start` grow to
 * several hundred MB under load before collecting; capped, the server stays near 300 MB of RSS
 * at the same throughput (README, "Performance").
 */
const HEAP_LIMIT = '--max-old-space-size=256';

/** NODE_OPTIONS with the heap limit added, unless the operator chose one already. */
export function withHeapLimit(nodeOptions: string | undefined): string {
  if (nodeOptions?.includes('--max-old-space-size')) return nodeOptions;
  return nodeOptions ? `${nodeOptions} ${HEAP_LIMIT}` : HEAP_LIMIT;
}
