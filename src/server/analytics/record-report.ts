import type { RecordAnalytics } from '~/lib/analytics-report';
import { addDays, dayStart } from '~/lib/utc-days';
import type { RecordAnalyticsInput } from '~/schemas/analytics';
import type { Db } from '~/server/db';
import { notFound } from '~/server/errors';

import { daysWhere, topSources, zeroFilled } from './dashboard';
import { readRate } from './series-report';

/** The days of an editor's side-panel chart. */
export const RECORD_CHART_DAYS = 30;

/** Whether the record is the team's (an item through its series), as a NOT_FOUND otherwise. */
async function requireTeamRecord(
  db: Db,
  { teamId, recordType, recordId }: RecordAnalyticsInput,
): Promise<void> {
  const where = { id: recordId };
  const found =
    recordType === 'post'
      ? await db.blogPost.count({ where: { ...where, teamId } })
      : recordType === 'project'
        ? await db.project.count({ where: { ...where, teamId } })
        : await db.seriesItem.count({ where: { ...where, series: { teamId } } });
  if (found === 0) throw notFound({ post: 'Post', project: 'Project', item: 'Item' }[recordType]);
}

/**
 * One post's, item's or project's figures for its editor: views, reads and referrers over every
 * day still kept, and the last RECORD_CHART_DAYS days one by one.
 */
export async function recordReport(
  db: Db,
  args: RecordAnalyticsInput & { today: string },
): Promise<RecordAnalytics> {
  await requireTeamRecord(db, args);
  const { teamId, recordType, recordId, today } = args;
  const from = addDays(today, -(RECORD_CHART_DAYS - 1));
  const where = { teamId, recordType, recordId };
  const [kept, recent, referrers] = await Promise.all([
    db.analyticsDailyRecord.aggregate({
      where: { ...where, day: { lte: dayStart(today) } },
      _sum: { views: true, reads: true },
    }),
    db.analyticsDailyRecord.findMany({
      where: { ...where, day: daysWhere(from, today) },
      select: { day: true, views: true, reads: true, visitors: true },
    }),
    topSources(db, { teamId, recordId, dimension: 'referrer', to: today }),
  ]);
  const views = kept._sum.views ?? 0;
  const reads = kept._sum.reads ?? 0;
  return {
    views,
    reads,
    readRate: readRate(views, reads),
    daily: zeroFilled(from, today, recent),
    referrers,
  };
}
