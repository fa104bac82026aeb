import { describe, expect, it } from 'vitest';

import { safeReturnPath, signInPath, signUpPath } from '~/lib/return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/projects', '/projects'],
    ['/admin/series?teamId=42&tab=drafts#list', '/admin/series?teamId=42&tab=drafts#list'],
    ['/blog/%E2%9C%93', '/blog/%E2%9C%93'],
    ['/series/a/../b', '/series/b'],
  ])('keeps the same-site path %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/admin',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http://127.0.0.1:3000/admin',
    'HTTPS://evil.com',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    'projects',
    '',
  ])('sends %j (another site, a scheme or no path) home', (raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });

  it.each([
    // Browsers drop tabs and line breaks inside a URL: these become "//evil.com".
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    // Dot segments resolve to "//evil.com".
    '/..//evil.com',
    '/.//evil.com',
    '/a/..//evil.com',
    // An address the URL parser refuses.
    '//[',
  ])('sends %j (another site once a browser resolves it) home', (raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });

  it('reads an encoded value as the query already decoded it, once', () => {
    // ?callbackUrl=%2F%2Fevil.com arrives as "//evil.com".
    expect(safeReturnPath(decodeURIComponent('%2F%2Fevil.com'))).toBe('/');
    expect(safeReturnPath(decodeURIComponent('%2F%5Cevil.com'))).toBe('/');
    expect(safeReturnPath(decodeURIComponent('https%3A%2F%2Fevil.com'))).toBe('/');
    // Encoded twice, it is no path at all.
    expect(safeReturnPath('%2F%2Fevil.com')).toBe('/');
    // An encoded slash inside a path is a character of that path, not a second slash.
    expect(safeReturnPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
    expect(safeReturnPath('/%5Cevil.com')).toBe('/%5Cevil.com');
  });

  it('sends a missing or repeated query value home', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(['/projects', '/blog'])).toBe('/');
  });
});

describe('signInPath and signUpPath', () => {
  it('carry the return path, encoded, as callbackUrl', () => {
    expect(signInPath('/admin/series?teamId=42')).toBe(
      '/auth?callbackUrl=%2Fadmin%2Fseries%3FteamId%3D42',
    );
    expect(signUpPath('/projects')).toBe('/auth/sign-up?callbackUrl=%2Fprojects');
  });

  it('round-trip through the query string', () => {
    const returnTo = '/teams/the team/members?tab=invites&x=1#top';
    const query = new URL(signInPath(returnTo), 'http://localhost').searchParams;
    expect(safeReturnPath(query.get('callbackUrl'))).toBe(safeReturnPath(returnTo));
  });

  it('need no parameter to come back home', () => {
    expect(signInPath('/')).toBe('/auth');
    expect(signUpPath('/')).toBe('/auth/sign-up');
  });

  it('never carry an unsafe return path', () => {
    expect(signInPath('//evil.com')).toBe('/auth');
    expect(signUpPath('https://evil.com')).toBe('/auth/sign-up');
  });
});
