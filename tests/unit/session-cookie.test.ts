import { describe, expect, it } from 'vitest';

import { hasSessionCookie } from '~/server/auth/session';

const request = (...names: string[]) => ({
  cookies: Object.fromEntries(names.map((name) => [name, 'value'])),
});

describe('hasSessionCookie', () => {
  it("finds NextAuth's session cookie, over HTTP or HTTPS, whole or split in chunks", () => {
    expect(hasSessionCookie(request('next-auth.session-token'))).toBe(true);
    expect(hasSessionCookie(request('__Secure-next-auth.session-token'))).toBe(true);
    expect(hasSessionCookie(request('theme', 'next-auth.session-token.0'))).toBe(true);
  });

  it("tells a visitor without one: no cookies, or only NextAuth's others", () => {
    expect(hasSessionCookie(request())).toBe(false);
    expect(hasSessionCookie(request('next-auth.csrf-token', 'next-auth.callback-url'))).toBe(false);
  });
});
