import type { Tx } from '~/server/db';
import { badRequest } from '~/server/errors';
import { contentScheduleJob, type ScheduleJob } from '~/server/jobs/content-schedule';
import { queueJob, removeQueuedJob } from '~/server/jobs/queue';

import type { ScheduledEntity } from './entities';

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
    queueJob(
      tx,
      contentScheduleJob,
      { entity, id, action, at: at.toISOString() },
      { key: jobKey(entity, id, action), startAfter: at },
    );
  await queue('publish', publishAt);
  if (unpublishAt) await queue('unpublish', unpublishAt);
  else await removeQueuedJob(tx, contentScheduleJob, jobKey(entity, id, 'unpublish'));
}

/** Drops a record's queued jobs in `tx`: `publish` alone when a person publishes by hand. */
export async function unqueueSchedule(
  tx: Tx,
  entity: ScheduledEntity,
  id: string,
  actions: readonly ScheduleJob['action'][] = ['publish', 'unpublish'],
) {
  for (const action of actions) {
    await removeQueuedJob(tx, contentScheduleJob, jobKey(entity, id, action));
  }
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
