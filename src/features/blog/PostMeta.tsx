import { cx } from '~/components/ui/cx';

import { publishedDate } from './post-date';
import { PostDate } from './PostDate';
import type { BlogPostSummary } from './types';

/** Author and date of a post: 'Maya Chen · November 13, 2026'. */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<BlogPostSummary, 'authorDisplayName' | 'publishedAt' | 'createdAt'>;
  className?: string;
}) {
  return (
    <p
      className={cx(
        'flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400',
        className,
      )}
    >
      {post.authorDisplayName && (
        <>
          <span className="font-medium text-slate-800 dark:text-slate-200">
            <span className="sr-only">By </span>
            {post.authorDisplayName}
          </span>
          <span aria-hidden="true">·</span>
        </>
      )}
      <PostDate date={publishedDate(post)} />
    </p>
  );
}
