import { BLOG_DESCRIPTION, BLOG_TITLE } from '~/lib/blog-texts';
import { contentPreview } from '~/lib/content-preview';
import { BLOG_FEED_PATH, BLOG_JSON_FEED_PATH, BLOG_PATH, blogPostPath } from '~/lib/public-paths';
import { absoluteUrl } from '~/lib/site-url';
import type { serverCaller } from '~/server/trpc/server-caller';

import type { FeedChannel, FeedEntry } from './feed-document';
import type { LoadedFeed } from './serve-feed';

/** Posts in the feed: enough for any reader that polls more often than we publish 50 posts. */
export const FEED_POST_LIMIT = 50;

const blogChannel: FeedChannel = {
  title: BLOG_TITLE,
  description: BLOG_DESCRIPTION,
  path: BLOG_PATH,
  rssPath: BLOG_FEED_PATH,
  jsonPath: BLOG_JSON_FEED_PATH,
};

/** The blog's feed: its newest published posts, read through the public API. */
export async function loadBlogFeed(caller: ReturnType<typeof serverCaller>): Promise<LoadedFeed> {
  const { items: posts } = await caller.blog.list({ limit: FEED_POST_LIMIT });
  const entries = posts.map((post): FeedEntry => ({
    // The post's address is built from its id alone, so it is a permanent id as it stands.
    id: absoluteUrl(blogPostPath(post.id)),
    title: post.title,
    path: blogPostPath(post.id),
    published: post.publishedAt ?? post.createdAt,
    updated: post.updatedAt,
    summary: post.excerpt ?? contentPreview(post.content),
    contentHtml: post.content,
    author: post.authorDisplayName,
  }));
  return { channel: blogChannel, entries };
}
