import { useRef } from 'react';

/**
 * The version of the record that this editor's content started from: what its next save sends.
 * It moves only with this editor's own saves (or when it takes in a newer version on purpose),
 * never with a refetch, so a save over someone else's newer work is refused, not silent.
 */
export function useRecordVersion(loaded: number | undefined) {
  const version = useRef(loaded ?? 1);
  return {
    current: () => version.current,
    moveTo: (next: number) => {
      version.current = next;
    },
  };
}
