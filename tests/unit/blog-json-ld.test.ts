import { describe, expect, it } from 'vitest';

import { blogJsonLd, blogPostingJsonLd } from '~/features/blog/json-ld';
import type { BlogPostSummary } from '~/features/blog/types';
import { SITE_NAME } from '~/lib/site-config';
import { absoluteUrl, SITE_URL } from '~/lib/site-url';

const post = (overrides: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  id: 'p1',
  title: 'Halfway There',
  excerpt: 'What changed at week six',
  publishedAt: '2026-11-13T17:30:00.000Z',
  createdAt: '2026-11-13T12:00:00.000Z',
  updatedAt: '2026-11-14T08:00:00.000Z',
  authorDisplayName: 'Maya Chen',
  imageUrls: ['/demo/a.webp', 'https://cdn.example.org/b.webp'],
  featuredImageUrl: '/demo/a.webp',
  ...overrides,
});

describe('blogPostingJsonLd', () => {
  it('describes the post as a BlogPosting with absolute URLs', () => {
    expect(blogPostingJsonLd(post())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Halfway There',
      description: 'What changed at week six',
      url: absoluteUrl('/blog/p1'),
      mainEntityOfPage: absoluteUrl('/blog/p1'),
      datePublished: '2026-11-13T17:30:00.000Z',
      dateModified: '2026-11-14T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Maya Chen' },
      image: [absoluteUrl('/demo/a.webp'), 'https://cdn.example.org/b.webp'],
      publisher: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
    });
  });

  it('uses the featured image when the post has no image list', () => {
    expect(
      blogPostingJsonLd(post({ imageUrls: [], featuredImageUrl: '/demo/f.webp' })).image,
    ).toEqual([absoluteUrl('/demo/f.webp')]);
  });

  it('leaves out what the post does not have', () => {
    const data = blogPostingJsonLd(
      post({ excerpt: null, authorDisplayName: null, imageUrls: [], featuredImageUrl: null }),
    );
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('author');
    expect(data).not.toHaveProperty('image');
  });

  it('dates an unpublished post by when it was written', () => {
    expect(blogPostingJsonLd(post({ publishedAt: null })).datePublished).toBe(
      '2026-11-13T12:00:00.000Z',
    );
  });
});

describe('blogJsonLd', () => {
  it('is a Blog listing its posts, in order, without nested contexts', () => {
    const data = blogJsonLd([post(), post({ id: 'p2', title: 'Second' })]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Blog',
      url: absoluteUrl('/blog'),
    });
    expect(data.blogPost.map((posting) => posting.headline)).toEqual(['Halfway There', 'Second']);
    expect(data.blogPost[1]).toMatchObject({
      '@type': 'BlogPosting',
      url: absoluteUrl('/blog/p2'),
    });
    expect(data.blogPost[0]).not.toHaveProperty('@context');
  });
});
