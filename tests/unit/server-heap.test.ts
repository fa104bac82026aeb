import { describe, expect, it } from 'vitest';

import { withHeapLimit } from '../../scripts/site/server-heap';

describe('withHeapLimit (NODE_OPTIONS of a production server)', () => {
  it('caps the heap when nothing is set, keeping the other options', () => {
    expect(withHeapLimit(undefined)).toBe('--max-old-space-size=256');
    expect(withHeapLimit('')).toBe('--max-old-space-size=256');
    expect(withHeapLimit('--enable-source-maps')).toBe(
      '--enable-source-maps --max-old-space-size=256',
    );
  });

  it("leaves the operator's own heap limit alone", () => {
    expect(withHeapLimit('--max-old-space-size=1024')).toBe('--max-old-space-size=1024');
  });
});
