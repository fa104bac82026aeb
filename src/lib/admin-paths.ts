/**
 * Signed-in pages other screens and emails link to: the post and project editors (full pages,
 * not dialogs), a series' items, a team's webhooks.
 */
export const ADMIN_WEBHOOKS_PATH = '/admin/webhooks';
export const ADMIN_NEW_POST_PATH = '/admin/blog/new';
export const ADMIN_NEW_PROJECT_PATH = '/admin/projects/new';

export function adminPostPath(id: string): string {
  return `/admin/blog/${id}`;
}

export function adminProjectPath(id: string): string {
  return `/admin/projects/${id}`;
}

export function adminSeriesItemsPath(slug: string): string {
  return `/admin/series/${slug}/items`;
}

/** A series' readers week by week. */
export function adminSeriesAnalyticsPath(slug: string): string {
  return `/admin/series/${slug}/analytics`;
}
