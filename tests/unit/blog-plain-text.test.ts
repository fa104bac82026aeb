import { describe, expect, it } from 'vitest';

import { contentPreview } from '~/lib/content-preview';
import { htmlToPlainText } from '~/lib/plain-text';

describe('htmlToPlainText', () => {
  it('removes tags, keeping words of neighbouring blocks apart and inline text together', () => {
    expect(
      htmlToPlainText(
        '<h2>What we will build</h2><p>An <strong>eight-week</strong> hackathon.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('What we will build An eight-week hackathon. One Two');
  });

  it('decodes the entities sanitised HTML contains', () => {
    expect(
      htmlToPlainText('<p>a &amp;&amp; b &lt;=&gt; c &quot;q&quot; &#39;s&#x27; &nbsp;x</p>'),
    ).toBe(`a && b <=> c "q" 's' x`);
  });

  it('decodes an escaped tag to text instead of treating it as markup', () => {
    expect(htmlToPlainText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<script>alert(1)</script>',
    );
  });

  it('leaves unknown or invalid entities as they are', () => {
    expect(htmlToPlainText('&copy; &#0; &#x110000;')).toBe('&copy; &#0; &#x110000;');
  });

  it('collapses whitespace and line breaks, and drops images', () => {
    expect(htmlToPlainText('<p>one\n  two</p>\n<img src="/a.png" alt="x"><br>three')).toBe(
      'one two three',
    );
  });
});

describe('contentPreview', () => {
  it('is the first 500 characters of the plain text, then an ellipsis', () => {
    const words = 'word '.repeat(200);
    const preview = contentPreview(`<p>${words}</p>`);
    expect(preview.endsWith('…')).toBe(true);
    expect(Array.from(preview.slice(0, -1)).length).toBeLessThanOrEqual(500);
    expect(preview.slice(0, -1)).toBe(words.slice(0, 500).trimEnd());
    expect(preview).not.toContain('<');
  });

  it('shows a short post whole', () => {
    expect(contentPreview('<p>Just <em>this</em>.</p>')).toBe('Just this.');
  });
});
