import { blogPostPath, projectPath, seriesItemPath, seriesPath } from '~/lib/public-paths';
import type { AnalyticsRecordType } from '~/schemas/analytics';
import type { Db } from '~/server/db';

export interface RecordLabel {
  title: string;
  /** The public page, while the record is published. */
  path: string | null;
}

export interface RecordRef {
  recordType: AnalyticsRecordType;
  recordId: string;
}

const DELETED_TITLES: Record<AnalyticsRecordType, string> = {
  post: 'Deleted post',
  item: 'Deleted series item',
  project: 'Deleted project',
  series: 'Deleted series',
};

const key = (recordType: string, recordId: string) => `${recordType}:${recordId}`;

/**
 * The titles and public paths of records a report names, four queries at most. A record deleted
 * since its figures were counted keeps its figures under a "Deleted …" title, with no page.
 */
export async function labelRecords(
  db: Db,
  records: readonly RecordRef[],
): Promise<(ref: RecordRef) => RecordLabel> {
  const idsOf = (type: AnalyticsRecordType) =>
    records.filter((record) => record.recordType === type).map((record) => record.recordId);
  const [posts, projects, items, series] = await Promise.all([
    db.blogPost.findMany({
      where: { id: { in: idsOf('post') } },
      select: { id: true, title: true, published: true },
    }),
    db.project.findMany({
      where: { id: { in: idsOf('project') } },
      select: { id: true, title: true, published: true },
    }),
    db.seriesItem.findMany({
      where: { id: { in: idsOf('item') } },
      select: { id: true, title: true, published: true, series: { select: { slug: true } } },
    }),
    db.series.findMany({
      where: { id: { in: idsOf('series') } },
      select: { id: true, title: true, slug: true },
    }),
  ]);
  const labels = new Map<string, RecordLabel>();
  for (const post of posts) {
    labels.set(key('post', post.id), {
      title: post.title,
      path: post.published ? blogPostPath(post.id) : null,
    });
  }
  for (const project of projects) {
    labels.set(key('project', project.id), {
      title: project.title,
      path: project.published ? projectPath(project.id) : null,
    });
  }
  for (const item of items) {
    labels.set(key('item', item.id), {
      title: item.title,
      path: item.published ? seriesItemPath(item.series.slug, item.id) : null,
    });
  }
  for (const one of series) {
    labels.set(key('series', one.id), { title: one.title, path: seriesPath(one.slug) });
  }
  return ({ recordType, recordId }) =>
    labels.get(key(recordType, recordId)) ?? { title: DELETED_TITLES[recordType], path: null };
}
