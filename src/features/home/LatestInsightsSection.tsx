import Link from 'next/link';

import { Container } from '~/components/ui/Container';
import { EmptyState } from '~/components/ui/EmptyState';
import { ArrowRightIcon, BookOpenIcon } from '~/components/ui/icons';
import { BlogCard, type BlogCardPost } from '~/features/blog/BlogCard';
import { BLOG_PATH } from '~/lib/public-paths';

import { sectionLinkClass } from './section-link';
import { SectionHeader } from './SectionHeader';

/** 'Latest Insights': the three newest published posts. */
export function LatestInsightsSection({ posts }: { posts: BlogCardPost[] }) {
  return (
    <section aria-labelledby="latest-insights-heading" className="py-16 sm:py-20">
      <Container className="flex flex-col gap-10">
        <SectionHeader
          id="latest-insights-heading"
          title="Latest Insights"
          description="Lessons, tutorials and behind-the-scenes notes from our team."
          action={
            <Link href={BLOG_PATH} className={sectionLinkClass}>
              View all posts
              <ArrowRightIcon className="size-4" />
            </Link>
          }
        />
        {posts.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<BookOpenIcon />}
            headingLevel="h3"
            title="No posts yet"
            description="Check back soon for insightful articles and updates!"
          />
        )}
      </Container>
    </section>
  );
}
