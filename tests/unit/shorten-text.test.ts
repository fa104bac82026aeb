import { describe, expect, it } from 'vitest';

import { metaDescription, shortenText } from '~/lib/shorten-text';

describe('shortenText', () => {
  it('keeps text of at most `maxLength` characters as it is, without an ellipsis', () => {
    expect(shortenText('Eight weeks', 20)).toBe('Eight weeks');
    expect(shortenText('Eight weeks', 11)).toBe('Eight weeks');
    expect(shortenText('short', 5, { cut: 'character' })).toBe('short');
  });

  it('cuts at the last word boundary within `maxLength` and adds an ellipsis', () => {
    expect(shortenText('The quick brown fox', 12)).toBe('The quick…');
    expect(shortenText('Hello  wide world', 8)).toBe('Hello…');
  });

  it('keeps a word the limit ends right after', () => {
    expect(shortenText('The quick brown fox', 9)).toBe('The quick…');
  });

  it('cuts inside a word when dropping it would drop more than half of the text', () => {
    expect(shortenText('Supercalifragilistic', 5)).toBe('Super…');
    expect(shortenText('A supercalifragilistic word', 10)).toBe('A supercal…');
  });

  it('never exceeds `maxLength` characters plus the ellipsis', () => {
    const text = 'word '.repeat(100);
    const short = shortenText(text, 280);
    expect(short.length).toBeLessThanOrEqual(281);
    expect(short).toMatch(/word…$/);
  });

  it("with cut 'character', keeps exactly the first `maxLength` characters", () => {
    expect(shortenText('abcdefgh', 5, { cut: 'character' })).toBe('abcde…');
    expect(shortenText('The quick brown fox', 12, { cut: 'character' })).toBe('The quick br…');
  });

  it('leaves no space or trailing punctuation before the ellipsis', () => {
    expect(shortenText('abcd efgh', 5, { cut: 'character' })).toBe('abcd…');
    expect(shortenText('One, two; three', 4, { cut: 'character' })).toBe('One…');
    expect(shortenText('First part. Second part', 12)).toBe('First part…');
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(shortenText('🚀🚀🚀', 2, { cut: 'character' })).toBe('🚀🚀…');
    expect(shortenText('🚀🚀🚀', 2)).toBe('🚀🚀…');
    expect(shortenText('launch 🚀🚀 day', 8)).toBe('launch…');
  });
});

describe('metaDescription', () => {
  it('keeps short text on one line', () => {
    expect(metaDescription('One\n\nproject.  ')).toBe('One project.');
  });

  it('cuts long text at a word, within 160 characters with the ellipsis', () => {
    const text = 'word '.repeat(60);
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ word…$/);
  });
});
