import { describe, expect, it, vi } from 'vitest';

import { imageSources, isOptimisable, optimisedUrl } from '~/lib/image-srcset';

describe('imageSources', () => {
  it('offers width variants of a site image through the optimiser, sized by the sizes hint', () => {
    const { src, srcSet } = imageSources('/demo/a.webp', {
      sizes: '(min-width: 1024px) 50vw, 100vw',
    });
    expect(src).toBe('/_next/image?url=%2Fdemo%2Fa.webp&w=3840&q=75');
    const widths = srcSet!.split(', ').map((entry) => entry.split(' ')[1]);
    // 50vw of the smallest device (640) rules out variants under 320 px.
    expect(widths).toEqual([
      '384w',
      '640w',
      '750w',
      '828w',
      '1080w',
      '1200w',
      '1920w',
      '2048w',
      '3840w',
    ]);
  });

  it('offers 1x and 2x variants for a fixed width', () => {
    expect(imageSources('/demo/a.webp', { width: 100 }).srcSet).toBe(
      `${optimisedUrl('/demo/a.webp', 128)} 1x, ${optimisedUrl('/demo/a.webp', 256)} 2x`,
    );
  });

  it('uses other hosts and SVG files as they are', () => {
    expect(imageSources('https://example.com/a.png', { sizes: '100vw' })).toEqual({
      src: 'https://example.com/a.png',
    });
    expect(imageSources('/logo.svg', { width: 10 })).toEqual({ src: '/logo.svg' });
  });
});

describe('isOptimisable', () => {
  it.each([
    ['/api/uploads/blog/x.png', true],
    ['https://i.ytimg.com/vi/abc/hqdefault.jpg', true],
    // Another UploadThing app's files: the optimiser trusts only this site's own.
    ['https://abc.ufs.sh/f/key', false],
    ['http://i.ytimg.com/vi/abc/hqdefault.jpg', false],
    ['//evil.example/x.png', false],
    ['https://example.com/x.png', false],
    ['not a url', false],
  ])('%s → %s', (src, expected) => {
    expect(isOptimisable(src)).toBe(expected);
  });

  it("takes this site's own UploadThing host", () => {
    vi.stubEnv('NEXT_PUBLIC_UPLOAD_HOST', 'myapp.ufs.sh');
    expect(isOptimisable('https://myapp.ufs.sh/f/key')).toBe(true);
    expect(isOptimisable('https://other.ufs.sh/f/key')).toBe(false);
    vi.unstubAllEnvs();
  });
});
