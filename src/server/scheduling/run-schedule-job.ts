import { AppError } from '~/server/errors';
import type { ScheduleJob } from '~/server/jobs/content-schedule';
import { scheduledPosts } from '~/server/modules/blog/blog.service';
import { scheduledProjects } from '~/server/modules/project/project.service';
import { scheduledSeriesItems } from '~/server/modules/series-item/series-item.service';
import type { ServiceContext } from '~/server/service-context';

import type { ScheduledEntity } from './entities';
import { runRecordSchedule } from './scheduled-record';

/** Each kind's publish: the same service a person's Publish calls. */
const runners: Record<
  ScheduledEntity,
  (ctx: ServiceContext, job: Omit<ScheduleJob, 'entity'>) => Promise<unknown>
> = {
  blog_post: (ctx, job) => runRecordSchedule(ctx, scheduledPosts, job),
  series_item: (ctx, job) => runRecordSchedule(ctx, scheduledSeriesItems, job),
  project: (ctx, job) => runRecordSchedule(ctx, scheduledProjects, job),
};

/**
 * Runs one scheduled publish or unpublish. A job with nothing left to do (the record is gone,
 * already changed, or rescheduled) completes quietly; any other failure is thrown, so the queue
 * tries again.
 */
export async function runScheduleJob(
  ctx: ServiceContext,
  { entity, ...job }: ScheduleJob,
): Promise<'done' | 'nothing to do'> {
  try {
    await runners[entity](ctx, job);
    return 'done';
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return 'nothing to do';
    throw error;
  }
}
