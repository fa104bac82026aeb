import type { CustomLinkEntityType } from '~/schemas/custom-link';
import { publicPaths } from '~/server/cache/revalidate';
import type { Tx } from '~/server/db';
import { notFound } from '~/server/errors';
import { insertBlogPost } from '~/server/modules/blog/blog.service';
import {
  insertCustomLink,
  linkOwnerInTeam,
} from '~/server/modules/custom-link/custom-link.service';
import { insertMedia } from '~/server/modules/media/media.service';
import { insertProject } from '~/server/modules/project/project.service';
import { freeSeriesSlug, insertSeries } from '~/server/modules/series/series.service';
import { insertSeriesItem } from '~/server/modules/series-item/series-item.service';
import { insertTeamProfile } from '~/server/modules/team-profile/team-profile.service';
import { queueSchedule } from '~/server/scheduling/schedule-jobs';

import {
  sourceKey,
  type AuthorPlan,
  type LinkPlan,
  type MediaPlan,
  type PostPlan,
  type ProjectPlan,
  type SeriesItemPlan,
  type SeriesPlan,
} from './plan';
import type { CreatedCounts, PlannedRecord } from './planned-records';

export interface ImportRow {
  id: string;
  teamId: string;
  actorId: string | null;
  sourceKind: string;
}

/** The public pages a batch changed, revalidated once it has committed. */
export type ChangedPaths = string[];

/** Records that one record of the source is now `recordId`; false when it already was. */
async function claimSource(
  tx: Tx,
  row: ImportRow,
  sourceId: string,
  recordType: string,
  write: () => Promise<string>,
): Promise<boolean> {
  const existing = await tx.importSource.findUnique({
    where: {
      teamId_sourceKind_sourceId: { teamId: row.teamId, sourceKind: row.sourceKind, sourceId },
    },
    select: { id: true },
  });
  if (existing) return false;
  const recordId = await write();
  // The unique key refuses a second claim: of two runs at once, one batch fails and is retried.
  await tx.importSource.create({
    data: { teamId: row.teamId, sourceKind: row.sourceKind, sourceId, recordType, recordId },
  });
  return true;
}

/** The id of the record this import (or an earlier one of the team) made of a source's record. */
async function importedRecordId(tx: Tx, row: ImportRow, sourceId: string) {
  const found = await tx.importSource.findUnique({
    where: {
      teamId_sourceKind_sourceId: { teamId: row.teamId, sourceKind: row.sourceKind, sourceId },
    },
    select: { recordId: true },
  });
  return found?.recordId ?? null;
}

async function writeAuthor(tx: Tx, row: ImportRow, author: AuthorPlan, paths: ChangedPaths) {
  return claimSource(tx, row, sourceKey('author', author.sourceId), 'team_profile', async () => {
    const { sourceId: _sourceId, ...fields } = author;
    const profile = await insertTeamProfile(tx, { ...fields, teamId: row.teamId });
    paths.push(...publicPaths.teamProfiles());
    return profile.id;
  });
}

async function writeSeries(tx: Tx, row: ImportRow, series: SeriesPlan, paths: ChangedPaths) {
  return claimSource(tx, row, sourceKey('series', series.sourceId), 'series', async () => {
    const { sourceId: _sourceId, startDate, endDate, ...fields } = series;
    const created = await insertSeries(tx, {
      ...fields,
      teamId: row.teamId,
      slug: await freeSeriesSlug(tx, series.slug),
      startDate: startDate ? new Date(`${startDate}T00:00:00.000Z`) : null,
      endDate: endDate ? new Date(`${endDate}T00:00:00.000Z`) : null,
    });
    paths.push(...publicPaths.series(created.slug));
    return created.id;
  });
}

async function writePost(tx: Tx, row: ImportRow, post: PostPlan, paths: ChangedPaths) {
  return claimSource(tx, row, sourceKey('post', post.sourceId), 'blog_post', async () => {
    // A schedule whose time passed since the dry run leaves the post a draft.
    const publishAt =
      post.status === 'scheduled' && post.publishAt && new Date(post.publishAt) > new Date()
        ? new Date(post.publishAt)
        : null;
    const published = post.status === 'published';
    const created = await insertBlogPost(tx, {
      teamId: row.teamId,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      published,
      publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
      publishAt,
      scheduledById: publishAt ? row.actorId : null,
      authorName: post.authorName,
      featuredImageUrl: post.featuredImageUrl,
      imageUrls: post.imageUrls,
      tags: post.tags,
    });
    if (publishAt) {
      await queueSchedule(tx, 'blog_post', created.id, { publishAt, unpublishAt: null });
    }
    if (published) paths.push(...publicPaths.blogPost(created.id));
    return created.id;
  });
}

async function writeSeriesItem(tx: Tx, row: ImportRow, item: SeriesItemPlan, paths: ChangedPaths) {
  return claimSource(tx, row, sourceKey('item', item.sourceId), 'series_item', async () => {
    const seriesId = item.seriesSourceId
      ? await importedRecordId(tx, row, sourceKey('series', item.seriesSourceId))
      : item.seriesId;
    // Scoped through the series' team: a plan never writes into another team's series.
    if (!seriesId) throw notFound('Series');
    const series = await tx.series.findFirst({
      where: { id: seriesId, teamId: row.teamId },
      select: { id: true, slug: true },
    });
    if (!series) throw notFound('Series');
    // Given no order, each goes after the items written before it.
    const created = await insertSeriesItem(tx, {
      seriesId: series.id,
      title: item.title,
      summary: item.summary,
      content: item.content,
      itemType: item.itemType,
      weekNumber: item.weekNumber,
      published: item.published,
      youtubeVideoUrl: item.youtubeVideoUrl,
      githubLinks: item.githubLinks,
      documentLinks: item.documentLinks,
      imageUrl: item.imageUrl,
    });
    if (item.published) paths.push(...publicPaths.seriesItem(series.slug, created.id));
    return created.id;
  });
}

/** The team's series an imported record belongs to, or none (its series is gone since). */
async function importedSeriesId(tx: Tx, row: ImportRow, seriesSourceId: string | null) {
  if (!seriesSourceId) return null;
  const id = await importedRecordId(tx, row, sourceKey('series', seriesSourceId));
  if (!id) return null;
  const series = await tx.series.findFirst({
    where: { id, teamId: row.teamId },
    select: { id: true },
  });
  return series?.id ?? null;
}

async function writeProject(tx: Tx, row: ImportRow, project: ProjectPlan, paths: ChangedPaths) {
  return claimSource(tx, row, sourceKey('project', project.sourceId), 'project', async () => {
    const { sourceId: _sourceId, seriesSourceId, ...fields } = project;
    const created = await insertProject(tx, {
      ...fields,
      teamId: row.teamId,
      seriesId: await importedSeriesId(tx, row, seriesSourceId),
    });
    paths.push(...publicPaths.project(created.id));
    return created.id;
  });
}

async function writeMedia(tx: Tx, row: ImportRow, media: MediaPlan, paths: ChangedPaths) {
  return claimSource(tx, row, sourceKey('media', media.sourceId), 'media_item', async () => {
    const { sourceId: _sourceId, ...fields } = media;
    const created = await insertMedia(tx, { ...fields, teamId: row.teamId });
    paths.push(...publicPaths.media());
    return created.id;
  });
}

/** What the custom links' service calls each kind of owner a plan's link has. */
const linkOwnerTypes = {
  post: 'blog',
  project: 'project',
  series: 'series',
  item: 'series_item',
} satisfies Record<LinkPlan['ownerKind'], CustomLinkEntityType>;

async function writeLink(tx: Tx, row: ImportRow, link: LinkPlan) {
  const entityId = await importedRecordId(tx, row, sourceKey(link.ownerKind, link.ownerSourceId));
  const owner = entityId ? { entityType: linkOwnerTypes[link.ownerKind], entityId } : null;
  // Its owner was deleted since an earlier import made it: the link has nothing to show with.
  if (!owner || !(await linkOwnerInTeam(tx, owner, row.teamId))) return false;
  return claimSource(tx, row, sourceKey('link', link.sourceId), 'custom_link', async () => {
    const created = await insertCustomLink(tx, owner, {
      linkName: link.linkName,
      linkUrl: link.linkUrl,
      displayOrder: link.displayOrder,
    });
    return created.id;
  });
}

/** Writes one record; true when it was created now, under which count of `created`. */
export async function writeRecord(
  tx: Tx,
  row: ImportRow,
  record: PlannedRecord,
  paths: ChangedPaths,
): Promise<keyof CreatedCounts | null> {
  switch (record.type) {
    case 'author':
      return (await writeAuthor(tx, row, record.author, paths)) ? 'teamProfiles' : null;
    case 'series':
      return (await writeSeries(tx, row, record.series, paths)) ? 'series' : null;
    case 'item':
      return (await writeSeriesItem(tx, row, record.item, paths)) ? 'seriesItems' : null;
    case 'post':
      return (await writePost(tx, row, record.post, paths)) ? 'posts' : null;
    case 'project':
      return (await writeProject(tx, row, record.project, paths)) ? 'projects' : null;
    case 'media':
      return (await writeMedia(tx, row, record.media, paths)) ? 'mediaItems' : null;
    case 'link':
      return (await writeLink(tx, row, record.link)) ? 'customLinks' : null;
  }
}
