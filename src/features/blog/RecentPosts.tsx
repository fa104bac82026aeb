import { LoadMore } from '~/components/content/LoadMore';
import { listItemProps, usePagedList } from '~/components/content/use-load-more';
import { LIST_PAGE_SIZE, publicListPages, type ListPage } from '~/lib/fetch-public-list';

import { summarizePost } from './post-summary';
import { RecentPostCard } from './RecentPostCard';
import type { BlogPostSummary } from './types';

const fetchPosts = publicListPages('blog.summaries', {
  limit: LIST_PAGE_SIZE,
  toItem: summarizePost,
});

/**
 * The posts after the featured one, in a grid of up to three columns: the first page from the
 * page props, more with 'Load more'.
 */
export function RecentPosts({ firstPage }: { firstPage: ListPage<BlogPostSummary> }) {
  const { items, more } = usePagedList(firstPage, fetchPosts);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recent-posts" className="flex flex-col gap-6">
      <h2 id="recent-posts" className="text-2xl font-bold text-slate-900 dark:text-white">
        Recent Posts
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((post) => (
          <li key={post.id} {...listItemProps(post.id)}>
            <RecentPostCard post={post} />
          </li>
        ))}
      </ul>
      <LoadMore list={more} noun={{ one: 'post', many: 'posts' }} />
    </section>
  );
}
