import { BLOG_DESCRIPTION, BLOG_TITLE } from '~/lib/blog-texts';
import { BLOG_PATH, blogPostPath } from '~/lib/public-paths';
import { SITE_NAME } from '~/lib/site-config';
import { absoluteUrl, SITE_URL } from '~/lib/site-url';

import { publishedDate } from './post-date';
import { coverImage } from './post-images';
import type { BlogPostSummary } from './types';

const SCHEMA_ORG = 'https://schema.org';

/** A post as schema.org BlogPosting (without @context, so it can nest inside a Blog). */
export function blogPosting(post: BlogPostSummary, images: readonly string[] = []) {
  const url = absoluteUrl(blogPostPath(post.id));
  const cover = coverImage(post);
  const imageList = images.length > 0 ? images : cover ? [cover] : [];
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.excerpt && { description: post.excerpt }),
    url,
    mainEntityOfPage: url,
    datePublished: publishedDate(post),
    dateModified: post.updatedAt,
    ...(post.authorDisplayName && {
      author: { '@type': 'Person', name: post.authorDisplayName },
    }),
    ...(imageList.length > 0 && { image: imageList.map(absoluteUrl) }),
    publisher: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
  };
}

/** The post page's structured data: the post with all of its images. */
export function blogPostingJsonLd(post: BlogPostSummary) {
  return { '@context': SCHEMA_ORG, ...blogPosting(post, post.imageUrls) };
}

/** The blog list's structured data: the Blog and the posts it shows. */
export function blogJsonLd(posts: readonly BlogPostSummary[]) {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Blog',
    name: BLOG_TITLE,
    description: BLOG_DESCRIPTION,
    url: absoluteUrl(BLOG_PATH),
    blogPost: posts.map((post) => blogPosting(post)),
  };
}
