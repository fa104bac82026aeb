import { describe, expect, it } from 'vitest';

import { toAsciiHtml } from '~/server/page-cache/ascii-html.mjs';

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);

/** What a browser shows for a fragment: character references decoded. */
function decodeReferences(html: string): string {
  return html.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

/** A page of mostly English text, as the site renders them. */
function page(body: string, nextData: unknown, extraHead = '') {
  const filler = '<p>Plain text keeps the escapes a small share of the page.</p>'.repeat(20);
  return `<!DOCTYPE html><html><head><title>Week 1 – Kick-off</title>${extraHead}</head><body>${body}${filler}<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(nextData)}</script></body></html>`;
}

describe('toAsciiHtml', () => {
  it('returns an ASCII page unchanged', () => {
    const html = page('<p>Hello</p>', { props: { title: 'Hello' } }).replace('–', '-');
    expect(isAscii(html)).toBe(true);
    expect(toAsciiHtml(html)).toBe(html);
  });

  it('writes text and attribute characters as references the browser reads back', () => {
    const html = page('<p title="Café ☕">It’s “done” 🎉</p>', {});
    const ascii = toAsciiHtml(html);
    expect(isAscii(ascii)).toBe(true);
    expect(ascii).toContain('<title>Week 1 &#8211; Kick-off</title>');
    expect(ascii).toContain(
      '<p title="Caf&#233; &#9749;">It&#8217;s &#8220;done&#8221; &#127881;</p>',
    );
    expect(decodeReferences(ascii)).toBe(html);
  });

  it('writes JSON scripts with JSON escapes, so the data parses to the same values', () => {
    const data = { props: { title: 'It’s “done” 🎉', name: 'Zoë' } };
    const jsonLd = `<script type="application/ld+json">${JSON.stringify({ name: 'Zoë’s team' })}</script>`;
    const ascii = toAsciiHtml(page('<p>x</p>', data, jsonLd));
    expect(isAscii(ascii)).toBe(true);
    const nextData = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/.exec(
      ascii,
    )![1]!;
    expect(JSON.parse(nextData)).toEqual(data);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(ascii)![1]!;
    expect(JSON.parse(ld)).toEqual({ name: 'Zoë’s team' });
  });

  it('leaves a page alone when a script or style that is not JSON holds non-ASCII', () => {
    const inScript = page('<p>It’s</p><script>console.log("é")</script>', {});
    expect(toAsciiHtml(inScript)).toBe(inScript);
    const inStyle = page('<style>.quote::before { content: "“"; }</style><p>x</p>', {});
    expect(toAsciiHtml(inStyle)).toBe(inStyle);
  });

  it('leaves a page alone when the escapes would make it much larger', () => {
    const japanese = page(`<p>${'日本語のテキスト'.repeat(200)}</p>`, {});
    expect(toAsciiHtml(japanese)).toBe(japanese);
    expect(isAscii(toAsciiHtml(japanese, 10))).toBe(true);
  });
});
