import { useRef } from 'react';

/**
 * The version of the record that this editor's content started from: what its next save sends.
 * It moves only with this editor's own saves (or when it takes in a newer version on purpose),
 * never with a refetch, so a save over someone else's newer work is refused, not silent.
 *
 * `save` runs the editor's saves one at a time, each from the version the one before it left
 * (an autosave and a click on 'Update' never race): a person never conflicts with themselves.
 */
export function useRecordVersion(loaded: number | undefined) {
  const version = useRef(loaded ?? 1);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const moveTo = (next: number) => {
    version.current = next;
  };
  return {
    current: () => version.current,
    moveTo,
    save<Saved extends { version: number }>(
      write: (from: number) => Promise<Saved>,
    ): Promise<Saved> {
      const turn = queue.current.then(async () => {
        const saved = await write(version.current);
        moveTo(saved.version);
        return saved;
      });
      // The next save waits for this one however it ends.
      queue.current = turn.catch(() => undefined);
      return turn;
    },
  };
}
