import type { GetStaticProps, InferGetStaticPropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { Container } from '~/components/ui/Container';
import { EmptyState } from '~/components/ui/EmptyState';
import { PageHeader } from '~/components/ui/PageHeader';
import { BLOG_FEEDS } from '~/features/blog/blog-feeds';
import { FeaturedPost } from '~/features/blog/FeaturedPost';
import { blogJsonLd } from '~/features/blog/json-ld';
import { summarizePost } from '~/features/blog/post-summary';
import { RecentPosts } from '~/features/blog/RecentPosts';
import { StayUpdated } from '~/features/blog/StayUpdated';
import { featurePost } from '~/features/blog/summaries';
import type { BlogPostSummary, FeaturedBlogPost } from '~/features/blog/types';
import { BLOG_DESCRIPTION } from '~/lib/blog-texts';
import { LIST_PAGE_SIZE, type ListPage } from '~/lib/fetch-public-list';
import { BLOG_PATH } from '~/lib/public-paths';
import { ISR_FALLBACK_SECONDS, serialize, serverCaller } from '~/server/trpc/server-caller';

interface BlogPageProps {
  featured: FeaturedBlogPost | null;
  /** The first page of 'Recent Posts'; the list's cursor is the id of its last post. */
  recent: ListPage<BlogPostSummary>;
}

export const getStaticProps: GetStaticProps<BlogPageProps> = async () => {
  // The newest post is featured; a page of recent posts follows it.
  const page = await serverCaller().blog.list({ limit: LIST_PAGE_SIZE + 1 });
  const [first, ...rest] = serialize(page.items);
  return {
    props: {
      featured: first ? featurePost(first) : null,
      recent: { items: rest.map(summarizePost), nextCursor: page.nextCursor },
    },
    revalidate: ISR_FALLBACK_SECONDS,
  };
};

export default function BlogPage({
  featured,
  recent,
}: InferGetStaticPropsType<typeof getStaticProps>) {
  const posts = featured ? [featured, ...recent.items] : [];
  return (
    <>
      <Seo
        title="Blog"
        description={BLOG_DESCRIPTION}
        path={BLOG_PATH}
        jsonLd={blogJsonLd(posts)}
        feeds={BLOG_FEEDS}
      />
      <Container className="flex flex-col gap-12 py-12 sm:py-16">
        <PageHeader eyebrow="Blog" title="Insights & Updates" description={BLOG_DESCRIPTION} />
        {featured ? (
          <>
            <FeaturedPost post={featured} />
            <RecentPosts firstPage={recent} />
          </>
        ) : (
          <EmptyState
            title="No posts yet"
            description="Check back soon for insightful articles and updates!"
          />
        )}
        <StayUpdated />
      </Container>
    </>
  );
}
