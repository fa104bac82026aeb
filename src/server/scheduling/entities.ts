/** The kinds of content a schedule can publish, in the audit log's terms. */
export const scheduledEntities = ['blog_post', 'series_item', 'project'] as const;
export type ScheduledEntity = (typeof scheduledEntities)[number];
