import { useState } from 'react';

/**
 * The version of a record an editor's content started from, and the editor's saves run one at
 * a time: each starts once the one before has ended, from the version that one left (an autosave
 * and a click on 'Update' never race), so a person never conflicts with themselves.
 */
export function createRecordVersion(loaded: number) {
  let version = loaded;
  let queue: Promise<unknown> = Promise.resolve();
  const moveTo = (next: number) => {
    version = next;
  };
  return {
    current: () => version,
    moveTo,
    save<Saved extends { version: number }>(
      write: (from: number) => Promise<Saved>,
    ): Promise<Saved> {
      const turn = queue.then(async () => {
        const saved = await write(version);
        moveTo(saved.version);
        return saved;
      });
      // The next save waits for this one however it ends.
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}

/**
 * The editor's `createRecordVersion`: what its next save sends. It moves only with this editor's
 * own saves (or when it takes in a newer version on purpose), never with a refetch, so a save
 * over someone else's newer work is refused, not silent.
 */
export function useRecordVersion(loaded: number | undefined) {
  const [version] = useState(() => createRecordVersion(loaded ?? 1));
  return version;
}
