import { describe, expect, it } from 'vitest';

import { shortenText } from '~/features/series/shorten-text';

describe('shortenText', () => {
  it('keeps text of at most `max` characters as it is', () => {
    expect(shortenText('Eight weeks', 20)).toBe('Eight weeks');
    expect(shortenText('Eight weeks', 11)).toBe('Eight weeks');
  });

  it('cuts at the last word boundary within `max` and adds an ellipsis', () => {
    expect(shortenText('The quick brown fox', 12)).toBe('The quick…');
    expect(shortenText('Hello  wide world', 8)).toBe('Hello…');
  });

  it('cuts inside a word that has no boundary before `max`', () => {
    expect(shortenText('Supercalifragilistic', 5)).toBe('Super…');
  });

  it('never exceeds `max` characters plus the ellipsis', () => {
    const text = 'word '.repeat(100);
    const short = shortenText(text, 280);
    expect(short.length).toBeLessThanOrEqual(281);
    expect(short).toMatch(/word…$/);
  });
});
