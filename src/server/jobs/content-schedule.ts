import { z } from 'zod';

import type { Tx } from '~/server/audit';
import { badRequest } from '~/server/errors';

import { removeQueuedJob, replaceQueuedJob } from './queue';

/** The kinds of content a schedule can publish, in the audit log's terms. */
export const scheduledEntities = ['blog_post', 'series_item', 'project'] as const;
export type ScheduledEntity = (typeof scheduledEntities)[number];

/**
 * One scheduled change. `at` is the time it was scheduled for: the handler changes the record
 * only while the record is still scheduled for exactly that time, so a job that runs twice, or
 * after a reschedule, a cancel or a delete, does nothing.
 */
export const scheduleJob = z.object({
  entity: z.enum(scheduledEntities),
  id: z.uuid(),
  action: z.enum(['publish', 'unpublish']),
  at: z.iso.datetime().transform((at) => new Date(at)),
});
export type ScheduleJob = z.output<typeof scheduleJob>;

const jobKey = (entity: ScheduledEntity, id: string, action: ScheduleJob['action']) =>
  `${entity}:${id}:${action}`;

/** Queues a record's publish (and unpublish, if any) in `tx`, replacing what was queued. */
export async function queueSchedule(
  tx: Tx,
  entity: ScheduledEntity,
  id: string,
  { publishAt, unpublishAt }: { publishAt: Date; unpublishAt: Date | null },
) {
  const queue = (action: ScheduleJob['action'], at: Date) =>
    replaceQueuedJob(tx, {
      key: jobKey(entity, id, action),
      data: { entity, id, action, at: at.toISOString() },
      startAfter: at,
    });
  await queue('publish', publishAt);
  if (unpublishAt) await queue('unpublish', unpublishAt);
  else await removeQueuedJob(tx, jobKey(entity, id, 'unpublish'));
}

/** Drops a record's queued jobs in `tx`: `publish` alone when a person publishes by hand. */
export async function unqueueSchedule(
  tx: Tx,
  entity: ScheduledEntity,
  id: string,
  actions: readonly ScheduleJob['action'][] = ['publish', 'unpublish'],
) {
  for (const action of actions) await removeQueuedJob(tx, jobKey(entity, id, action));
}

/** A schedule's first time must still be ahead when it is saved. */
export function requireFutureTime(publishAt: Date, now = new Date()) {
  if (publishAt <= now) {
    throw badRequest('Publish time must be in the future.', { field: 'publishAt' });
  }
}

/** Only a draft is scheduled: a published record is already out. */
export function requireDraft(record: { published: boolean }) {
  if (record.published) {
    throw badRequest('Only a draft can be scheduled; this one is already published.', {
      field: 'publishAt',
    });
  }
}
