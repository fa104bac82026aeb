import { describe, expect, it } from 'vitest';

import { escapeXml, xmlElement } from '~/server/seo/xml';

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Q&A: <b>"it's"</b>`)).toBe(
      'Q&amp;A: &lt;b&gt;&quot;it&apos;s&quot;&lt;/b&gt;',
    );
  });

  it('escapes an ampersand that already looks like an entity, so text stays text', () => {
    expect(escapeXml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('drops characters XML 1.0 forbids but keeps tabs, newlines and emoji', () => {
    expect(escapeXml('a\u0000b\u0008c\u001Fd\uFFFEe')).toBe('abcde');
    expect(escapeXml('tab\tline\nreturn\r')).toBe('tab\tline\nreturn\r');
    expect(escapeXml('rocket 🚀')).toBe('rocket 🚀');
  });

  it('drops lone surrogate halves', () => {
    expect(escapeXml('x\uD83Dy\uDE80z')).toBe('xyz');
  });
});

describe('xmlElement', () => {
  it('wraps escaped text in the element', () => {
    expect(xmlElement('title', 'Fish & Chips')).toBe('<title>Fish &amp; Chips</title>');
  });

  it('writes nothing for a missing value but keeps an empty one', () => {
    expect(xmlElement('description', null)).toBe('');
    expect(xmlElement('description', undefined)).toBe('');
    expect(xmlElement('description', '')).toBe('<description></description>');
  });
});
