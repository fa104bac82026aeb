export interface NotFoundMessage {
  title: string;
  description: string;
  backHref: string;
  backLabel: string;
}

export const PAGE_NOT_FOUND: NotFoundMessage = {
  title: 'Oops! Page not found',
  description: 'The page you are looking for does not exist or has been moved.',
  backHref: '/',
  backLabel: 'Return to Home',
};

/**
 * The spec's own not-found message for a path (§2, §8): a missing post, project, series or
 * series item gets its area's wording and a link back into that area; anything else the 404 page.
 */
export function notFoundMessageFor(path: string): NotFoundMessage {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const [area, slug, kind, itemId] = segments;
  if (area === 'blog' && segments.length === 2) {
    return {
      title: 'Post Not Found',
      description: "The post you're looking for doesn't exist or has been removed.",
      backHref: '/blog',
      backLabel: 'Back to Blog',
    };
  }
  if (area === 'projects' && segments.length === 2) {
    return {
      title: 'Project not found',
      description: "The project you're looking for doesn't exist or has been removed.",
      backHref: '/projects',
      backLabel: 'Back to Projects',
    };
  }
  if (area === 'series' && slug && kind === 'item' && itemId && segments.length === 4) {
    return {
      title: 'Item Not Found',
      description: "The series item you're looking for doesn't exist or has been removed.",
      backHref: `/series/${slug}`,
      backLabel: 'Back to Series',
    };
  }
  if (area === 'series' && segments.length === 2) {
    return {
      title: 'Series not found',
      description: "The series you're looking for doesn't exist or has been removed.",
      backHref: '/series',
      backLabel: 'Back to Series',
    };
  }
  return PAGE_NOT_FOUND;
}
