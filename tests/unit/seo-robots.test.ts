import { describe, expect, it } from 'vitest';

import { buildRobotsTxt } from '~/server/seo/robots';

describe('buildRobotsTxt', () => {
  const lines = buildRobotsTxt('https://example.org/sitemap.xml').split('\n');

  it('allows every crawler everywhere public', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
  });

  it('keeps crawlers out of the signed-in areas, the setup screen and the API', () => {
    for (const path of ['/admin', '/system-admin', '/api', '/auth', '/setup', '/teams']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(6);
  });

  it('still lets crawlers fetch uploaded images, which are served under /api', () => {
    expect(lines).toContain('Allow: /api/uploads/');
  });

  it('names the sitemap', () => {
    expect(lines).toContain('Sitemap: https://example.org/sitemap.xml');
  });
});
