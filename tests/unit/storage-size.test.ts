import { describe, expect, it } from 'vitest';

import { formatStorageSize } from '~/lib/storage-size';

describe('formatStorageSize', () => {
  it.each([
    [0, '0 KB'],
    [1, '1 KB'],
    [54_874, '54 KB'],
    [1024 * 1024, '1 MB'],
    [1.25 * 1024 * 1024, '1.3 MB'],
    [120 * 1024 * 1024, '120 MB'],
    [1023.6 * 1024 * 1024, '1 GB'],
    [1023.9 * 1024, '1 MB'],
    [1024 * 1024 * 1024, '1 GB'],
    [1.5 * 1024 * 1024 * 1024, '1.5 GB'],
    [20 * 1024 * 1024 * 1024, '20 GB'],
  ])('%i bytes read as %s', (bytes, expected) => {
    expect(formatStorageSize(bytes)).toBe(expected);
  });
});
