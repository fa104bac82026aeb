import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { AFTER_FIRST_FRAME_LOADER } from '~/lib/after-first-frame-scripts';
import { uploadThingFileHost } from '~/lib/upload-host';
import { contentSecurityPolicy, securityHeaders } from '~/server/http/security-headers';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('runs scripts of this site and the one inline loader, by its hash: never unsafe-inline', () => {
    const hash = createHash('sha256').update(AFTER_FIRST_FRAME_LOADER).digest('base64');
    expect(directive(contentSecurityPolicy(null), 'script-src')).toBe(
      `script-src 'self' 'sha256-${hash}'`,
    );
    expect(contentSecurityPolicy(null)).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('forbids framing by any site, and allows YouTube embeds', () => {
    const policy = contentSecurityPolicy(null);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('runs workers of this site, and those its scripts make from blob: URLs (the proof of work)', () => {
    expect(directive(contentSecurityPolicy(null), 'worker-src')).toBe("worker-src 'self' blob:");
  });

  it("lets the browser upload to this site's UploadThing app only when there is one", () => {
    expect(directive(contentSecurityPolicy(null), 'connect-src')).toBe("connect-src 'self'");
    expect(directive(contentSecurityPolicy('myapp.ufs.sh'), 'connect-src')).toContain(
      'https://myapp.ufs.sh',
    );
  });
});

describe('securityHeaders', () => {
  it('names every protection', () => {
    const names = securityHeaders(null).map((header) => header.key);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
  });
});

describe('uploadThingFileHost', () => {
  const token = (body: object) => Buffer.from(JSON.stringify(body)).toString('base64');

  it("is the app's own ufs.sh host, read from the token", () => {
    expect(uploadThingFileHost(token({ apiKey: 'sk_x', appId: 'abc123', regions: ['sea1'] }))).toBe(
      'abc123.ufs.sh',
    );
  });

  it('is null without a token, or for one that does not read', () => {
    expect(uploadThingFileHost(undefined)).toBeNull();
    expect(uploadThingFileHost('not base64 json')).toBeNull();
    expect(uploadThingFileHost(token({ appId: 'evil.com/x' }))).toBeNull();
  });
});
