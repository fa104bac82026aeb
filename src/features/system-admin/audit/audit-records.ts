/** How the audit log names each kind of record (its entity_type column), in its filter's order. */
export const ENTITY_LABELS: Record<string, string> = {
  series: 'Series',
  series_item: 'Series item',
  blog_post: 'Blog post',
  project: 'Project',
  media: 'Media item',
  custom_link: 'Custom link',
  team_profile: 'Team profile',
  team: 'Team',
  team_member: 'Team member',
  team_invitation: 'Team invitation',
  user: 'User',
  social_platform: 'Social platform',
  user_social: 'User social link',
  contact_message: 'Contact message',
  outbox_message: 'Outbox message',
  analytics: 'Analytics days',
};

export function entityLabel(type: string): string {
  return ENTITY_LABELS[type] ?? type.replaceAll('_', ' ');
}

/** The admin screen of a record, by its kind; null for kinds edited only inside another screen. */
export function recordHref(entry: { entityType: string; entityId: string }): string | null {
  switch (entry.entityType) {
    case 'series':
    case 'series_item':
      return '/admin/series';
    case 'blog_post':
      return `/admin/blog/${entry.entityId}`;
    case 'project':
      return `/admin/projects/${entry.entityId}`;
    case 'media':
      return '/admin/media';
    case 'team':
      return `/system-admin/teams/${entry.entityId}`;
    case 'user':
      return '/system-admin/users';
    case 'social_platform':
      return '/system-admin/social-platforms';
    case 'user_social':
      return '/system-admin/user-socials';
    case 'contact_message':
      return '/system-admin/messages';
    case 'outbox_message':
      return '/system-admin/outbox';
    default:
      return null;
  }
}

/** 'mark_read' → 'Mark read'. */
export function actionLabel(action: string): string {
  const words = action.replaceAll('_', ' ');
  return `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
}

/** 'publishedAt' → 'Published at'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
}

/** Times are logged as ISO text (2026-11-23T23:12:08.865Z). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const timeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A moment as the audit log shows it: 'Nov 23, 2026, 11:12 PM UTC'. */
export function formatAuditTime(at: Date): string {
  return `${timeFormat.format(at)} UTC`;
}

/** A logged value as text: none as '—', lists joined, flags as yes/no, times readable. */
export function loggedValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatAuditTime(new Date(value));
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
