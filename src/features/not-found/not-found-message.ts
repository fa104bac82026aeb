import { notFoundMessage } from '~/lib/not-found-message';
import {
  BLOG_PATH,
  blogPostPath,
  HOME_PATH,
  projectPath,
  PROJECTS_PATH,
  SERIES_PATH,
  seriesItemPath,
  seriesPath,
} from '~/lib/public-paths';

export interface NotFoundMessage {
  title: string;
  description: string;
  backHref: string;
  backLabel: string;
}

export const PAGE_NOT_FOUND: NotFoundMessage = {
  title: 'Oops! Page not found',
  description: 'The page you are looking for does not exist or has been moved.',
  backHref: HOME_PATH,
  backLabel: 'Return to Home',
};

/**
 * The not-found message for a path: a missing post, project, series or series item gets its
 * area's wording and a link back into that area; anything else the general 404 message.
 */
export function notFoundMessageFor(path: string): NotFoundMessage {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const pathname = `/${segments.join('/')}`;
  // The second segment is a post's or project's id or a series' slug; the fourth an item's id.
  const [, key = '', , itemId = ''] = segments;
  if (pathname === blogPostPath(key)) {
    return {
      title: notFoundMessage('Post'),
      description: "The post you're looking for doesn't exist or has been removed.",
      backHref: BLOG_PATH,
      backLabel: 'Back to Blog',
    };
  }
  if (pathname === projectPath(key)) {
    return {
      title: notFoundMessage('Project'),
      description: "The project you're looking for doesn't exist or has been removed.",
      backHref: PROJECTS_PATH,
      backLabel: 'Back to Projects',
    };
  }
  if (pathname === seriesItemPath(key, itemId)) {
    return {
      title: notFoundMessage('Item'),
      description: "The series item you're looking for doesn't exist or has been removed.",
      backHref: seriesPath(key),
      backLabel: 'Back to Series',
    };
  }
  if (pathname === seriesPath(key)) {
    return {
      title: notFoundMessage('Series'),
      description: "The series you're looking for doesn't exist or has been removed.",
      backHref: SERIES_PATH,
      backLabel: 'Back to Series',
    };
  }
  return PAGE_NOT_FOUND;
}
