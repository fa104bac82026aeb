import { seriesFeedPath, seriesItemPath, seriesJsonFeedPath, seriesPath } from '~/lib/public-paths';
import { seriesBySlugInput } from '~/schemas/series';
import { sanitizeBlogHtml } from '~/server/sanitize-html';
import { orNotFound, type serverCaller } from '~/server/trpc/server-caller';

import type { FeedChannel, FeedEntry } from './feed-document';
import type { LoadedFeed } from './serve-feed';
import { escapeXml } from './xml';

/** Items in a series feed: its newest published ones. */
export const SERIES_FEED_ITEM_LIMIT = 50;

type Caller = ReturnType<typeof serverCaller>;
type FeedItem = Awaited<ReturnType<Caller['seriesItem']['latest']>>[number];

/** "Week 3: Title", or the title alone for an item without a week. */
export function weekTitle(item: Pick<FeedItem, 'title' | 'weekNumber'>): string {
  return item.weekNumber === null ? item.title : `Week ${item.weekNumber}: ${item.title}`;
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeXml(paragraph).replace(/\n/g, '<br>')}</p>`);
}

function linkList(heading: string, urls: readonly string[]): string[] {
  if (urls.length === 0) return [];
  const links = urls.map((url) => `<li><a href="${escapeXml(url)}">${escapeXml(url)}</a></li>`);
  return [`<h3>${heading}</h3>`, `<ul>${links.join('')}</ul>`];
}

/**
 * An item's full content as HTML: its summary and text (written as plain text, so escaped) and
 * what its page shows besides (image, video, links). Put through the site's sanitiser like
 * every other HTML it serves, so no URL scheme it refuses reaches a reader.
 */
export function seriesItemHtml(item: FeedItem): string {
  const html = [
    ...paragraphs(item.summary),
    ...(item.imageUrl ? [`<p><img src="${escapeXml(item.imageUrl)}" alt=""></p>`] : []),
    ...paragraphs(item.content ?? ''),
    ...(item.youtubeVideoUrl
      ? [`<p><a href="${escapeXml(item.youtubeVideoUrl)}">Watch the video</a></p>`]
      : []),
    ...linkList('GitHub Repositories', item.githubLinks),
    ...linkList('Documents', item.documentLinks),
  ];
  return sanitizeBlogHtml(html.join('\n'));
}

/**
 * A series' feed: its newest published items, newest first, read through the public API (so
 * drafts never appear); null when there is no such series.
 */
export async function loadSeriesFeed(caller: Caller, slug: string): Promise<LoadedFeed | null> {
  if (!seriesBySlugInput.safeParse({ slug }).success) return null;
  const series = await orNotFound(caller.series.bySlug({ slug }));
  if (!series) return null;
  const items = await caller.seriesItem.latest({
    seriesId: series.id,
    limit: SERIES_FEED_ITEM_LIMIT,
  });
  const channel: FeedChannel = {
    title: series.title,
    description: series.shortDescription || series.description,
    path: seriesPath(series.slug),
    rssPath: seriesFeedPath(series.slug),
    jsonPath: seriesJsonFeedPath(series.slug),
  };
  const entries = items.map((item): FeedEntry => ({
    // Not the item's address: that carries the series' slug, which an edit may change.
    id: `urn:uuid:${item.id}`,
    title: weekTitle(item),
    path: seriesItemPath(series.slug, item.id),
    published: item.createdAt,
    updated: item.updatedAt,
    summary: item.summary,
    contentHtml: seriesItemHtml(item),
    author: series.team?.name ?? null,
  }));
  return { channel, entries };
}
