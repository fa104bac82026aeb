import Link from 'next/link';

import { Card } from '~/components/ui/Card';
import { blogPostPath } from '~/lib/public-paths';

import { publishedDate } from './post-date';
import { PostDate } from './PostDate';
import type { BlogPostSummary } from './types';

export type BlogCardPost = Pick<
  BlogPostSummary,
  'id' | 'title' | 'excerpt' | 'publishedAt' | 'createdAt'
>;

/**
 * A compact post card (the home page's 'Latest Insights'): date, title and excerpt; the whole
 * card links to the post. Takes a post from `blog.latest` as page props carry it.
 */
export function BlogCard({
  post,
  headingLevel = 'h3',
}: {
  post: BlogCardPost;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <Card as="article" interactive className="relative flex h-full flex-col gap-3">
      <PostDate
        date={publishedDate(post)}
        className="text-sm font-medium text-brand-700 dark:text-brand-300"
      />
      <Heading className="text-lg font-semibold text-balance text-slate-900 dark:text-white">
        <Link
          href={blogPostPath(post.id)}
          className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 dark:hover:text-brand-300"
        >
          {post.title}
        </Link>
      </Heading>
      {post.excerpt && (
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{post.excerpt}</p>
      )}
    </Card>
  );
}
