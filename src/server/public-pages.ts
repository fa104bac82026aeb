import { collectAllPages } from '~/lib/collect-pages';
import { latestDate } from '~/lib/latest-date';
import {
  ABOUT_PATH,
  BLOG_PATH,
  blogPostPath,
  CONTACT_PATH,
  HACKATHON_PATH,
  HOME_PATH,
  MEDIA_PATH,
  projectPath,
  PROJECTS_PATH,
  SERIES_PATH,
  seriesItemPath,
  seriesPath,
} from '~/lib/public-paths';
import { MAX_PAGE_SIZE } from '~/schemas/common';
import type { serverCaller } from '~/server/trpc/server-caller';

type Caller = ReturnType<typeof serverCaller>;

/** A public page: its path, and when its content last changed where that is known. */
export interface PublicPage {
  path: string;
  lastmod?: Date | null;
}

interface Dated {
  updatedAt: Date;
}

const newest = (rows: readonly Dated[]) => latestDate(rows.map((row) => row.updatedAt));

async function publishedItemsOf(caller: Caller, series: { id: string; slug: string }) {
  const items = await collectAllPages((cursor) =>
    caller.seriesItem.list({ seriesId: series.id, cursor, limit: MAX_PAGE_SIZE }),
  );
  return items.map((item) => ({ ...item, path: seriesItemPath(series.slug, item.id) }));
}

/**
 * Every public page's path, read through the public API (so drafts never appear), each with the
 * time its content last changed. A list page changed when its newest content did; /contact has
 * no content with a date and /about's team profiles carry none: they go without one.
 */
export async function loadPublicPages(caller: Caller): Promise<PublicPage[]> {
  const [posts, projects, series, recentMedia] = await Promise.all([
    collectAllPages((cursor) => caller.blog.list({ cursor, limit: MAX_PAGE_SIZE })),
    collectAllPages((cursor) => caller.project.list({ cursor, limit: MAX_PAGE_SIZE })),
    collectAllPages((cursor) => caller.series.list({ cursor, limit: MAX_PAGE_SIZE })),
    // The newest media items are enough to date the gallery page.
    caller.media.list({ limit: MAX_PAGE_SIZE }),
  ]);
  const items = (await Promise.all(series.map((one) => publishedItemsOf(caller, one)))).flat();
  const seriesChanged = latestDate([newest(series), newest(items)]);

  return [
    { path: HOME_PATH, lastmod: latestDate([newest(posts), newest(projects), seriesChanged]) },
    { path: SERIES_PATH, lastmod: seriesChanged },
    { path: PROJECTS_PATH, lastmod: newest(projects) },
    { path: MEDIA_PATH, lastmod: newest(recentMedia.items) },
    { path: ABOUT_PATH },
    { path: BLOG_PATH, lastmod: newest(posts) },
    { path: CONTACT_PATH },
    { path: HACKATHON_PATH, lastmod: seriesChanged },
    ...posts.map((post) => ({ path: blogPostPath(post.id), lastmod: post.updatedAt })),
    ...projects.map((project) => ({ path: projectPath(project.id), lastmod: project.updatedAt })),
    ...series.map((one) => ({ path: seriesPath(one.slug), lastmod: one.updatedAt })),
    ...items.map((item) => ({ path: item.path, lastmod: item.updatedAt })),
  ];
}
