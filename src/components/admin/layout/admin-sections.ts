import { ADMIN_WEBHOOKS_PATH } from '~/lib/admin-paths';

/** The contact inbox: its link in the bar carries the count of unread messages. */
export const MESSAGES_PATH = '/system-admin/messages';

/** The sections of each signed-in area, in the order of its bar. */
export const ADMIN_SECTIONS = {
  team: [
    { href: '/admin', label: 'Dashboard' },
    { href: '/admin/series', label: 'Series' },
    { href: '/admin/blog', label: 'Blog' },
    { href: '/admin/projects', label: 'Projects' },
    { href: '/admin/media', label: 'Media' },
    { href: '/admin/analytics', label: 'Analytics' },
    { href: '/admin/profiles', label: 'Team profiles' },
    { href: '/admin/subscribers', label: 'Subscribers' },
    { href: '/admin/import', label: 'Import' },
    { href: ADMIN_WEBHOOKS_PATH, label: 'Webhooks' },
    { href: '/teams', label: 'Teams' },
  ],
  system: [
    { href: '/system-admin', label: 'Dashboard' },
    { href: '/system-admin/teams', label: 'Teams' },
    { href: '/system-admin/users', label: 'Users' },
    { href: '/system-admin/social-platforms', label: 'Platforms' },
    { href: '/system-admin/user-socials', label: 'User Socials' },
    { href: '/system-admin/series', label: 'Series' },
    { href: '/system-admin/blog', label: 'Blog' },
    { href: '/system-admin/projects', label: 'Projects' },
    { href: '/system-admin/media', label: 'Media' },
    { href: '/system-admin/subscribers', label: 'Subscribers' },
    { href: '/system-admin/analytics', label: 'Analytics' },
    { href: MESSAGES_PATH, label: 'Messages' },
    { href: '/system-admin/outbox', label: 'Outbox' },
    { href: '/system-admin/audit', label: 'Audit Log' },
  ],
} as const;

export type AdminArea = keyof typeof ADMIN_SECTIONS;

/** Whether `href` is the section of the page at `pathname` (a dashboard only matches itself). */
export function isCurrentSection(href: string, pathname: string): boolean {
  const dashboards: readonly string[] = ['/admin', '/system-admin'];
  if (dashboards.includes(href)) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
