import { z } from 'zod';

import { idSchema } from './common';

/** Ten years: further ahead is a typo, not a plan. */
const MAX_SCHEDULE_AHEAD_MS = 10 * 365 * 24 * 60 * 60 * 1000;

const scheduleTime = (label: string) =>
  z
    .date(`${label} must be a date and time.`)
    .refine(
      (date) =>
        Number.isFinite(date.getTime()) && date.getTime() < Date.now() + MAX_SCHEDULE_AHEAD_MS,
      `${label} must be within the next ten years.`,
    );

/**
 * When a draft goes public and, optionally, when it comes off again. That the publish time is
 * still ahead is checked by the service, against the clock at the moment of the write.
 */
const scheduleTimes = z.object({
  id: idSchema,
  publishAt: scheduleTime('Publish time'),
  unpublishAt: scheduleTime('Unpublish time').nullable().default(null),
});

const unpublishAfterPublish = (input: { publishAt: Date; unpublishAt: Date | null }) =>
  !input.unpublishAt || input.unpublishAt > input.publishAt;
const unpublishAfterPublishIssue = {
  path: ['unpublishAt'],
  message: 'Unpublish time must be after the publish time.',
};

export const scheduleInput = scheduleTimes.refine(
  unpublishAfterPublish,
  unpublishAfterPublishIssue,
);
export type ScheduleInput = z.infer<typeof scheduleInput>;

/** Whether publishing emails the followers; off unless the person says so. */
export const emailFollowersFlag = z.boolean().default(false);

/** A schedule of a record with followers (a post, a series item): the publish may email them. */
export const scheduleWithFollowersInput = scheduleTimes
  .extend({ emailFollowers: emailFollowersFlag })
  .refine(unpublishAfterPublish, unpublishAfterPublishIssue);
export type ScheduleWithFollowersInput = z.infer<typeof scheduleWithFollowersInput>;

/** The list filter: only scheduled records. */
export const scheduledFilter = z.boolean().nullish();
