import { describe, expect, it } from 'vitest';

import { countLabel } from '~/lib/count-label';

describe('countLabel', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countLabel(1, 'draft')).toBe('1 draft');
    expect(countLabel(0, 'draft')).toBe('0 drafts');
    expect(countLabel(3, 'series', 'series')).toBe('3 series');
  });
});
