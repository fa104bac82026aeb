import { z } from 'zod';

import { instantOf, localTimeZone, wallClockOf } from '~/lib/zoned-time';

/**
 * The Schedule dialog's fields: dates and times on the wall clock of the chosen time zone. The
 * unpublish date and time are both empty (never) or both given.
 */
export const scheduleFormSchema = z
  .object({
    publishDate: z.string().min(1, 'Choose a date.'),
    publishTime: z.string().min(1, 'Choose a time.'),
    timeZone: z.string().min(1, 'Choose a time zone.'),
    unpublishDate: z.string(),
    unpublishTime: z.string(),
  })
  .superRefine((form, ctx) => {
    if (!instantOf(form.publishDate, form.publishTime, form.timeZone)) {
      ctx.addIssue({ code: 'custom', path: ['publishTime'], message: 'Not a valid time.' });
    }
    if (!form.unpublishDate && !form.unpublishTime) return;
    if (!instantOf(form.unpublishDate, form.unpublishTime, form.timeZone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['unpublishTime'],
        message: 'Give both a date and a time, or neither.',
      });
    }
  });
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;

export const SCHEDULE_FORM_FIELDS = [
  'publishDate',
  'publishTime',
  'timeZone',
  'unpublishDate',
  'unpublishTime',
] as const;

/** What a schedulable record carries. */
export interface Scheduled {
  publishAt: Date | null;
  unpublishAt: Date | null;
  /** A scheduled publish that did not happen: the time it was for, and why. */
  missedAt?: Date | null;
  missedReason?: string | null;
  /** Records with followers (posts, series items): when they were emailed, null: not yet. */
  followersEmailedAt?: Date | null;
  /** Whether the scheduled publish emails the followers. */
  emailFollowersOnPublish?: boolean;
}

/** What the Schedule dialog saves. */
export interface ScheduleTimes {
  publishAt: Date;
  unpublishAt: Date | null;
  emailFollowers: boolean;
}

/** The form for a record: its current schedule, else tomorrow at 09:00, in the browser's zone. */
export function scheduleFormFrom(
  record: Scheduled,
  timeZone = localTimeZone(),
): ScheduleFormValues {
  const tomorrow = wallClockOf(new Date(Date.now() + 24 * 60 * 60 * 1000), timeZone);
  const publish = record.publishAt
    ? wallClockOf(record.publishAt, timeZone)
    : { date: tomorrow.date, time: '09:00' };
  const unpublish = record.unpublishAt
    ? wallClockOf(record.unpublishAt, timeZone)
    : { date: '', time: '' };
  return {
    publishDate: publish.date,
    publishTime: publish.time,
    timeZone,
    unpublishDate: unpublish.date,
    unpublishTime: unpublish.time,
  };
}

/** The instants the form names (valid once the schema passed). */
export function scheduleTimesOf(form: ScheduleFormValues) {
  return {
    publishAt: instantOf(form.publishDate, form.publishTime, form.timeZone)!,
    unpublishAt: form.unpublishDate
      ? instantOf(form.unpublishDate, form.unpublishTime, form.timeZone)
      : null,
  };
}
