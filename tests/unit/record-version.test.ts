import { describe, expect, it } from 'vitest';

import { createRecordVersion } from '~/components/admin/editor/use-record-version';

/** A stand-in for the server: refuses a save from any version but the stored one. */
function storedRecord() {
  let version = 1;
  const seen: number[] = [];
  return {
    seen,
    save: async (from: number) => {
      seen.push(from);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (from !== version) throw new Error(`conflict: ${from} is not ${version}`);
      version += 1;
      return { version };
    },
  };
}

describe('an editor’s saves', () => {
  it('run one at a time, each from the version the one before left', async () => {
    const record = storedRecord();
    const editor = createRecordVersion(1);
    // An autosave and a click on 'Update' at the same moment.
    const [auto, byHand] = await Promise.all([editor.save(record.save), editor.save(record.save)]);
    expect([auto.version, byHand.version]).toEqual([2, 3]);
    expect(record.seen).toEqual([1, 2]);
    expect(editor.current()).toBe(3);
  });

  it('go on after a refused one, which leaves the version where it was', async () => {
    const record = storedRecord();
    const editor = createRecordVersion(1);
    const refused = editor.save(() => Promise.reject(new Error('offline')));
    const next = editor.save(record.save);
    await expect(refused).rejects.toThrow('offline');
    await expect(next).resolves.toEqual({ version: 2 });
  });
});
