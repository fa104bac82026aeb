import { describe, expect, it } from 'vitest';

import { SLUG_PATTERN, slugify } from '~/lib/slugify';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['AI Hackathon 2025', 'ai-hackathon-2025'],
    ['Week 1: Kick-off!', 'week-1-kick-off'],
    ['multiple   spaces\tand\ttabs', 'multiple-spaces-and-tabs'],
    ['dash - separated -- words', 'dash-separated-words'],
    ['---leading and trailing---', 'leading-and-trailing'],
    ['  padded title  ', 'padded-title'],
    ['C++ & Rust: a tale', 'c-rust-a-tale'],
    ['Café déjà vu', 'caf-dj-vu'],
    ['already-a-slug', 'already-a-slug'],
    ['UPPER_case_with_underscores', 'uppercasewithunderscores'],
    ['line\nbreak', 'line-break'],
  ])('%j becomes %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('gives an empty string when nothing usable is left', () => {
    expect(slugify('!!! ??? ***')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('- - -')).toBe('');
  });

  it('is idempotent and always matches the stored slug pattern', () => {
    for (const title of ['Hello World', ' -a- b - c- ', 'Ünïcödé and 42 things!', 'x']) {
      const slug = slugify(title);
      expect(slugify(slug)).toBe(slug);
      expect(slug).toMatch(SLUG_PATTERN);
    }
  });
});

describe('SLUG_PATTERN', () => {
  it.each(['a', 'hello-world', 'week-1', '2025'])('accepts %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it.each(['', '-a', 'a-', 'a--b', 'Hello', 'a b', 'a_b'])('refuses %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});
