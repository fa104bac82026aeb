/** The editor pages of posts and projects (full pages, not dialogs). */
export const ADMIN_NEW_POST_PATH = '/admin/blog/new';
export const ADMIN_NEW_PROJECT_PATH = '/admin/projects/new';

export function adminPostPath(id: string): string {
  return `/admin/blog/${id}`;
}

export function adminProjectPath(id: string): string {
  return `/admin/projects/${id}`;
}
