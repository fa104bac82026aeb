/** What the benchmark requests: the public pages, the public tRPC lists, and the baseline. */
import superjson from 'superjson';

import {
  ABOUT_PATH,
  BLOG_FEED_PATH,
  BLOG_JSON_FEED_PATH,
  BLOG_PATH,
  blogPostPath,
  HOME_PATH,
  MEDIA_PATH,
  PROJECTS_PATH,
  SERIES_PATH,
  searchPath,
  seriesFeedPath,
  seriesItemPath,
  seriesJsonFeedPath,
  seriesPath,
  SITEMAP_PATH,
} from '../../src/lib/public-paths';
import { BEACON_PATH, type BeaconBody } from '../../src/lib/reader-beacon/beacon';
import type { Db } from '../../src/server/db';
import { postCard, shareCardUrl } from '../../src/server/seo/share-card';

export type TargetKind = 'baseline' | 'page' | 'search' | 'trpc' | 'beacon';

export interface Target {
  name: string;
  kind: TargetKind;
  /** Path and query on the site. */
  path: string;
  /** A request other than a plain GET. */
  request?: { method: 'POST'; headers: Record<string, string>; body: string };
}

/** A reader's browser, as the beacon's bench sends it. */
const READER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A page view of a post as the tracker sends it (navigator.sendBeacon, text/plain). */
export function beaconTarget(baseUrl: string, postId: string): Target {
  const body: BeaconBody = {
    kind: 'view',
    path: blogPostPath(postId),
    record: `post:${postId}`,
    referrer: 'https://news.example.com/item?id=42',
    utm_source: 'newsletter',
    device: 'desktop',
    webdriver: false,
  };
  return {
    name: 'reader beacon',
    kind: 'beacon',
    path: BEACON_PATH,
    request: {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: baseUrl,
        'user-agent': READER_AGENT,
      },
      body: JSON.stringify(body),
    },
  };
}

/** In every post, series, item and project of the large dataset: the most results to rank. */
export const COMMON_SEARCH_WORD = 'pilot';

/** A static file of a page's size, served by the same server from public/. */
export const BASELINE_FILE = 'bench-baseline.html';

/** A tRPC query over HTTP GET, as the tRPC client sends it (no batching). */
export function trpcPath(procedure: string, input?: unknown): string {
  if (input === undefined) return `/api/trpc/${procedure}`;
  const encoded = encodeURIComponent(JSON.stringify(superjson.serialize(input)));
  return `/api/trpc/${procedure}?input=${encoded}`;
}

/** Records of the large dataset that the detail pages and per-owner lists show. */
export interface Samples {
  postId: string;
  /** The post's share image (its current address). */
  postShareImage: string;
  seriesSlug: string;
  itemId: string;
  projectId: string;
  teamId: string;
}

/** The newest of each kind, and a series with a full timeline (the dataset's first series). */
export async function findSamples(db: Db, seriesSlug: string): Promise<Samples> {
  const series = await db.series.findUniqueOrThrow({
    where: { slug: seriesSlug },
    select: { teamId: true },
  });
  const [post, item, project] = await Promise.all([
    db.blogPost.findFirstOrThrow({
      where: { published: true },
      orderBy: { publishedAt: 'desc' },
      select: { id: true, title: true, team: { select: { name: true } } },
    }),
    db.seriesItem.findFirstOrThrow({
      where: { published: true, series: { slug: seriesSlug } },
      orderBy: [{ weekNumber: 'asc' }, { itemOrder: 'asc' }],
      select: { id: true },
    }),
    db.project.findFirstOrThrow({ orderBy: { createdAt: 'desc' }, select: { id: true } }),
  ]);
  return {
    postId: post.id,
    postShareImage: shareCardUrl(postCard(post)),
    seriesSlug,
    itemId: item.id,
    projectId: project.id,
    teamId: series.teamId,
  };
}

export function benchTargets(samples: Samples, baseUrl: string): Target[] {
  const page = (name: string, path: string): Target => ({ name, kind: 'page', path });
  const trpc = (procedure: string, input?: unknown, name = procedure): Target => ({
    name,
    kind: 'trpc',
    path: trpcPath(procedure, input),
  });
  return [
    { name: 'static file (baseline)', kind: 'baseline', path: `/${BASELINE_FILE}` },
    page('home', HOME_PATH),
    page('blog', BLOG_PATH),
    page('blog post', blogPostPath(samples.postId)),
    page('series list', SERIES_PATH),
    page('series', seriesPath(samples.seriesSlug)),
    page('series item', seriesItemPath(samples.seriesSlug, samples.itemId)),
    page('projects', PROJECTS_PATH),
    page('media', MEDIA_PATH),
    page('about', ABOUT_PATH),
    { name: 'search', kind: 'search', path: searchPath(COMMON_SEARCH_WORD) },
    // Feeds and the sitemap are documents, not pages, but are held to the pages' goals.
    page('blog RSS', BLOG_FEED_PATH),
    page('blog JSON Feed', BLOG_JSON_FEED_PATH),
    page('series RSS', seriesFeedPath(samples.seriesSlug)),
    page('series JSON Feed', seriesJsonFeedPath(samples.seriesSlug)),
    page('sitemap', SITEMAP_PATH),
    // Drawn once, then served from the document cache like the feeds.
    page('blog post share image', samples.postShareImage),
    beaconTarget(baseUrl, samples.postId),
    trpc('blog.list', {}),
    trpc('blog.summaries', {}),
    trpc('blog.latest', {}),
    trpc('blog.featured', {}),
    trpc('series.list', {}),
    trpc('series.featured', {}),
    trpc('seriesItem.list', { seriesSlug: samples.seriesSlug }),
    trpc('project.list', {}),
    trpc('project.featured', {}),
    trpc('media.list', {}),
    trpc('teamProfile.list', {}),
    trpc('teamProfile.list', { teamId: samples.teamId }, 'teamProfile.list (a team)'),
    trpc('socialPlatform.list'),
    trpc('customLink.list', { entityType: 'project', entityId: samples.projectId }),
  ];
}
