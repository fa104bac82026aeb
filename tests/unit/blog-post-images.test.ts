import { describe, expect, it } from 'vitest';

import {
  coverImage,
  extraImageCount,
  hasGallery,
  moreImagesLabel,
} from '~/features/blog/post-images';

const post = (imageUrls: string[], featuredImageUrl: string | null = null) => ({
  imageUrls,
  featuredImageUrl,
});

describe('coverImage', () => {
  it('is the featured image, else the first image, else none', () => {
    expect(coverImage(post(['/a.webp', '/b.webp'], '/f.webp'))).toBe('/f.webp');
    expect(coverImage(post(['/a.webp', '/b.webp']))).toBe('/a.webp');
    expect(coverImage(post([]))).toBeNull();
  });
});

describe('hasGallery', () => {
  it('is true only with more than one image', () => {
    expect(hasGallery(post(['/a.webp', '/b.webp']))).toBe(true);
    expect(hasGallery(post(['/a.webp'], '/f.webp'))).toBe(false);
    expect(hasGallery(post([], '/f.webp'))).toBe(false);
  });
});

describe('extraImageCount', () => {
  it('counts the images beyond the first', () => {
    expect(extraImageCount(post(['/a', '/b', '/c']))).toBe(2);
    expect(extraImageCount(post(['/a']))).toBe(0);
    expect(extraImageCount(post([], '/f'))).toBe(0);
  });
});

describe('moreImagesLabel', () => {
  it('says image for one and images for more', () => {
    expect(moreImagesLabel(1)).toBe('+1 more image');
    expect(moreImagesLabel(3)).toBe('+3 more images');
  });

  it('is null when nothing is left out', () => {
    expect(moreImagesLabel(0)).toBeNull();
  });
});
