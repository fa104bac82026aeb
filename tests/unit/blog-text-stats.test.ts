import { describe, expect, it } from 'vitest';

import { textStats } from '~/features/admin/blog-editor/text-stats';

describe('textStats', () => {
  it('counts the words of the text, not of the markup', () => {
    expect(textStats('<h2>Week one</h2><p>We built <strong>the</strong> chassis.</p>')).toEqual({
      words: 6,
      minutes: 1,
    });
  });

  it('an empty post has no words and no reading time', () => {
    expect(textStats('')).toEqual({ words: 0, minutes: 0 });
    expect(textStats('<p></p>')).toEqual({ words: 0, minutes: 0 });
  });

  it('reads at 200 words a minute, rounded', () => {
    const words = (count: number) =>
      `<p>${Array.from({ length: count }, () => 'word').join(' ')}</p>`;
    expect(textStats(words(450)).minutes).toBe(2);
    expect(textStats(words(700)).minutes).toBe(4);
  });

  it('keeps words in neighbouring blocks apart', () => {
    expect(textStats('<li>wheels</li><li>sensors</li>').words).toBe(2);
  });
});
