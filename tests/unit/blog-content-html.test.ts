import { describe, expect, it } from 'vitest';

import { prepareContentHtml } from '~/features/blog/content-html';

describe('prepareContentHtml', () => {
  it('turns h1 headings into h2, since the post title is the page h1', () => {
    expect(prepareContentHtml('<h1>Intro</h1><H1 class="x">Next</H1><h2>Keep</h2>')).toBe(
      '<h2>Intro</h2><h2 class="x">Next</h2><h2>Keep</h2>',
    );
  });

  it('does not touch tags that only start with h1', () => {
    expect(prepareContentHtml('<h10>x</h10>')).toBe('<h10>x</h10>');
  });

  it('makes images load lazily', () => {
    expect(prepareContentHtml('<p>a</p><img src="/a.webp" alt="A" />')).toBe(
      '<p>a</p><img loading="lazy" decoding="async" src="/a.webp" alt="A" />',
    );
  });

  it('keeps an image that already says how to load', () => {
    const html = '<img src="/a.webp" loading="eager" />';
    expect(prepareContentHtml(html)).toBe(html);
  });

  it('leaves other markup and text alone', () => {
    const html = '<p>An &lt;img&gt; tag and <code>h1</code></p><pre><code>x</code></pre>';
    expect(prepareContentHtml(html)).toBe(html);
  });
});
