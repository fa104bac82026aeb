/**
 * The addresses of the public pages, in one place: links on the pages, the feed and the sitemap,
 * and the server's on-demand revalidation all build them here, so they cannot drift apart.
 */

export const HOME_PATH = '/';
export const ABOUT_PATH = '/about';
export const CONTACT_PATH = '/contact';
export const HACKATHON_PATH = '/hackathon';
export const MEDIA_PATH = '/media';
export const BLOG_PATH = '/blog';
export const BLOG_FEED_PATH = '/blog/rss.xml';
export const BLOG_JSON_FEED_PATH = '/blog/feed.json';
export const PROJECTS_PATH = '/projects';
export const SERIES_PATH = '/series';
export const SEARCH_PATH = '/search';
export const SITEMAP_PATH = '/sitemap.xml';

export function blogPostPath(id: string): string {
  return `${BLOG_PATH}/${id}`;
}

export function projectPath(id: string): string {
  return `${PROJECTS_PATH}/${id}`;
}

export function seriesPath(slug: string): string {
  return `${SERIES_PATH}/${slug}`;
}

export function seriesItemPath(seriesSlug: string, itemId: string): string {
  return `${seriesPath(seriesSlug)}/item/${itemId}`;
}

/** A page of search results for `q` (the first unless `page` says otherwise). */
export function searchPath(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

export function seriesFeedPath(slug: string): string {
  return `${seriesPath(slug)}/rss.xml`;
}

export function seriesJsonFeedPath(slug: string): string {
  return `${seriesPath(slug)}/feed.json`;
}

/** Where the share images (Open Graph / Twitter cards) of the public pages are served. */
export const SHARE_IMAGE_PREFIX = '/api/og';

/**
 * The share image of the page at `pagePath`, as the document cache keeps it: one per page, so
 * that a write names it like the page itself, without knowing which picture is current.
 */
export function shareImagePath(pagePath: string): string {
  return `${SHARE_IMAGE_PREFIX}${pagePath}`;
}

/** The address of one picture of a page's share image: `hash` names what it shows. */
export function shareImageUrl(pagePath: string, hash: string): string {
  return `${shareImagePath(pagePath)}/${hash}.png`;
}

/**
 * Whether a public path is a generated document (a feed, the sitemap, a share image) rather
 * than a page: documents are served from the app's own cache, pages from Next's ISR cache.
 */
export function isDocumentPath(path: string): boolean {
  return /\.(?:xml|json)$/.test(path) || path.startsWith(`${SHARE_IMAGE_PREFIX}/`);
}
