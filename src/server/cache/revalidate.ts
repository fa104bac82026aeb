import {
  ABOUT_PATH,
  BLOG_FEED_PATH,
  BLOG_JSON_FEED_PATH,
  BLOG_PATH,
  blogPostPath,
  CONTACT_PATH,
  HACKATHON_PATH,
  HOME_PATH,
  isDocumentPath,
  MEDIA_PATH,
  PROJECTS_PATH,
  projectPath,
  SERIES_PATH,
  seriesFeedPath,
  seriesItemPath,
  seriesJsonFeedPath,
  seriesPath,
  shareImagePath,
  SITEMAP_PATH,
} from '~/lib/public-paths';
import { dropDocuments } from '~/server/cache/document-cache';
import { announcePaths } from '~/server/cache/invalidation/announcement';
import type { ServiceContext } from '~/server/service-context';

const seriesFeeds = (slug: string) => [seriesFeedPath(slug), seriesJsonFeedPath(slug)];

/** A page and its share image, which shows the same record. */
const pageAndImage = (pagePath: string) => [pagePath, shareImagePath(pagePath)];

/**
 * The public (ISR) pages and generated documents (feeds, the sitemap, share images) that show
 * each kind of content.
 */
export const publicPaths = {
  blogPost: (id: string) => [
    HOME_PATH,
    BLOG_PATH,
    ...pageAndImage(blogPostPath(id)),
    BLOG_FEED_PATH,
    BLOG_JSON_FEED_PATH,
    SITEMAP_PATH,
  ],
  project: (id: string) => [
    HOME_PATH,
    PROJECTS_PATH,
    ...pageAndImage(projectPath(id)),
    SITEMAP_PATH,
  ],
  /** Only the project's own page: the lists do not show what a project links to. */
  projectPage: (id: string) => [projectPath(id)],
  series: (slug: string) => [
    HOME_PATH,
    SERIES_PATH,
    ...pageAndImage(seriesPath(slug)),
    HACKATHON_PATH,
    ...seriesFeeds(slug),
    SITEMAP_PATH,
  ],
  seriesItem: (seriesSlug: string, itemId: string) => [
    seriesPath(seriesSlug),
    ...pageAndImage(seriesItemPath(seriesSlug, itemId)),
    HACKATHON_PATH,
    ...seriesFeeds(seriesSlug),
    SITEMAP_PATH,
  ],
  media: () => [MEDIA_PATH, SITEMAP_PATH],
  teamProfiles: () => [ABOUT_PATH],
  socialPlatforms: () => [ABOUT_PATH, CONTACT_PATH],
};

/**
 * Asks Next to rebuild the given public pages on their next request, and drops the given
 * documents from the document cache, here and — through the database's invalidation channel —
 * on every other instance. Failures are logged, not thrown: the content change itself has
 * succeeded, and the page still refreshes on its timer.
 */
export async function revalidatePaths(ctx: ServiceContext, paths: readonly string[]) {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return;
  dropDocuments(unique.filter(isDocumentPath));
  const pages = unique.filter((path) => !isDocumentPath(path));
  const results = await Promise.allSettled([
    ...pages.map((path) => ctx.revalidate(path)),
    announcePaths(ctx.db, unique),
  ]);
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      const what = pages[index] ?? 'the other instances';
      console.warn(`Could not revalidate ${what}:`, result.reason);
    }
  });
}
