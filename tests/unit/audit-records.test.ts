import { describe, expect, it } from 'vitest';

import {
  actionLabel,
  entityLabel,
  fieldLabel,
  loggedValue,
  recordHref,
} from '~/features/system-admin/audit/audit-records';

describe('how the audit log shows an entry', () => {
  it('names actions, fields and kinds of record in words', () => {
    expect(actionLabel('mark_unread')).toBe('Mark unread');
    expect(fieldLabel('publishedAt')).toBe('Published at');
    expect(fieldLabel('title')).toBe('Title');
    expect(entityLabel('blog_post')).toBe('Blog post');
    expect(entityLabel('something_new')).toBe('something new');
  });

  it('shows values as text', () => {
    expect(loggedValue(null)).toBe('—');
    expect(loggedValue('')).toBe('—');
    expect(loggedValue([])).toBe('—');
    expect(loggedValue(['ai', 'ml'])).toBe('ai, ml');
    expect(loggedValue(true)).toBe('yes');
    expect(loggedValue(3)).toBe('3');
    expect(loggedValue('2026-11-23T23:12:08.865Z')).toBe('Nov 23, 2026, 11:12 PM UTC');
    expect(loggedValue('2026-11-23')).toBe('2026-11-23');
  });

  it("links to a record's admin screen by its kind, or nowhere", () => {
    const entry = { entityId: 'p1' };
    expect(recordHref({ ...entry, entityType: 'blog_post' })).toBe('/admin/blog/p1');
    expect(recordHref({ ...entry, entityType: 'project' })).toBe('/admin/projects/p1');
    expect(recordHref({ ...entry, entityType: 'team' })).toBe('/system-admin/teams/p1');
    expect(recordHref({ ...entry, entityType: 'custom_link' })).toBeNull();
  });
});
