import { RecentPostCard } from './RecentPostCard';
import type { BlogPostSummary } from './types';

/** Every post after the featured one, in a grid of up to three columns. */
export function RecentPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="recent-posts" className="flex flex-col gap-6">
      <h2 id="recent-posts" className="text-2xl font-bold text-slate-900 dark:text-white">
        Recent Posts
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <RecentPostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
