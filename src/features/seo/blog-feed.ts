import { absoluteUrl } from '~/lib/site-url';
import { BLOG_DESCRIPTION, BLOG_TITLE } from '~/features/blog/blog-meta';
import { contentPreview } from '~/features/blog/summaries';
import { BLOG_FEED_PATH, BLOG_PATH, blogPostPath } from '~/lib/public-paths';
import type { serverCaller } from '~/server/trpc/server-caller';

import { buildRssFeed, type RssItem } from './rss';

/** Posts in the feed: enough for any reader that polls more often than we publish 50 posts. */
export const FEED_POST_LIMIT = 50;

/** The RSS 2.0 feed of the newest published posts, read through the public API. */
export async function renderBlogFeed(caller: ReturnType<typeof serverCaller>): Promise<string> {
  const { items: posts } = await caller.blog.list({ limit: FEED_POST_LIMIT });
  const items = posts.map((post): RssItem => ({
    title: post.title,
    link: absoluteUrl(blogPostPath(post.id)),
    pubDate: post.publishedAt ?? post.createdAt,
    description: post.excerpt ?? contentPreview(post.content),
    author: post.authorDisplayName,
  }));
  return buildRssFeed(
    {
      title: BLOG_TITLE,
      link: absoluteUrl(BLOG_PATH),
      description: BLOG_DESCRIPTION,
      feedUrl: absoluteUrl(BLOG_FEED_PATH),
    },
    items,
  );
}
