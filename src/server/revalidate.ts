import {
  ABOUT_PATH,
  BLOG_PATH,
  blogPostPath,
  CONTACT_PATH,
  HACKATHON_PATH,
  HOME_PATH,
  MEDIA_PATH,
  PROJECTS_PATH,
  projectPath,
  SERIES_PATH,
  seriesItemPath,
  seriesPath,
} from '~/lib/public-paths';
import { announcePaths } from '~/server/invalidation/announcement';
import type { ServiceContext } from '~/server/service-context';

/** The public (ISR) pages that show each kind of content. */
export const publicPaths = {
  blogPost: (id: string) => [HOME_PATH, BLOG_PATH, blogPostPath(id)],
  project: (id: string) => [HOME_PATH, PROJECTS_PATH, projectPath(id)],
  /** Only the project's own page: the lists do not show what a project links to. */
  projectPage: (id: string) => [projectPath(id)],
  series: (slug: string) => [HOME_PATH, SERIES_PATH, seriesPath(slug), HACKATHON_PATH],
  seriesItem: (seriesSlug: string, itemId: string) => [
    seriesPath(seriesSlug),
    seriesItemPath(seriesSlug, itemId),
    HACKATHON_PATH,
  ],
  media: () => [MEDIA_PATH],
  teamProfiles: () => [ABOUT_PATH],
  socialPlatforms: () => [ABOUT_PATH, CONTACT_PATH],
};

/**
 * Asks Next to rebuild the given public pages on their next request, here and — through the
 * database's invalidation channel — on every other instance. Failures are logged, not thrown:
 * the content change itself has succeeded, and the page still refreshes on its timer.
 */
export async function revalidatePaths(ctx: ServiceContext, paths: readonly string[]) {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return;
  const results = await Promise.allSettled([
    ...unique.map((path) => ctx.revalidate(path)),
    announcePaths(ctx.db, unique),
  ]);
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      const what = unique[index] ?? 'the other instances';
      console.warn(`Could not revalidate ${what}:`, result.reason);
    }
  });
}
