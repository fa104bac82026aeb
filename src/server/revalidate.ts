import type { Context } from '~/server/trpc/context';

const projectPage = (id: string) => `/projects/${id}`;

/** The public (ISR) pages that show each kind of content. */
export const publicPaths = {
  blogPost: (id: string) => ['/', '/blog', `/blog/${id}`],
  project: (id: string) => ['/', '/projects', projectPage(id)],
  /** Only the project's own page: the lists do not show what a project links to. */
  projectPage: (id: string) => [projectPage(id)],
  series: (slug: string) => ['/', '/series', `/series/${slug}`, '/hackathon'],
  seriesItem: (seriesSlug: string, itemId: string) => [
    `/series/${seriesSlug}`,
    `/series/${seriesSlug}/item/${itemId}`,
    '/hackathon',
  ],
  media: () => ['/media'],
  teamProfiles: () => ['/about'],
  socialPlatforms: () => ['/about', '/contact'],
};

/**
 * Asks Next to rebuild the given public pages on their next request. Failures are logged, not
 * thrown: the content change itself has succeeded, and the page still refreshes on its timer.
 */
export async function revalidatePaths(ctx: Pick<Context, 'revalidate'>, paths: readonly string[]) {
  const unique = [...new Set(paths)];
  const results = await Promise.allSettled(unique.map((path) => ctx.revalidate(path)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      console.warn(`Could not revalidate ${unique[index]}:`, result.reason);
    }
  });
}
