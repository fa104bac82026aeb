import type { GetStaticProps, InferGetStaticPropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { Container } from '~/components/ui/Container';
import { EmptyState } from '~/components/ui/EmptyState';
import { PageHeader } from '~/components/ui/PageHeader';
import { BlogFeedLink } from '~/features/blog/BlogFeedLink';
import { FeaturedPost } from '~/features/blog/FeaturedPost';
import { blogJsonLd } from '~/features/blog/json-ld';
import { BLOG_DESCRIPTION, BLOG_PATH } from '~/features/blog/paths';
import { RecentPosts } from '~/features/blog/RecentPosts';
import { StayUpdated } from '~/features/blog/StayUpdated';
import { featurePost, summarizePost } from '~/features/blog/summaries';
import type { BlogPostSummary, FeaturedBlogPost } from '~/features/blog/types';
import { MAX_PAGE_SIZE } from '~/schemas/common';
import { ISR_FALLBACK_SECONDS, serialize, serverCaller } from '~/server/trpc/server-caller';

interface BlogPageProps {
  featured: FeaturedBlogPost | null;
  recent: BlogPostSummary[];
}

/** The newest posts; older ones stay reachable through the feed and the sitemap. */
const LISTED_POSTS = MAX_PAGE_SIZE;

export const getStaticProps: GetStaticProps<BlogPageProps> = async () => {
  const { items } = await serverCaller().blog.list({ limit: LISTED_POSTS });
  const [first, ...rest] = serialize(items);
  return {
    props: { featured: first ? featurePost(first) : null, recent: rest.map(summarizePost) },
    revalidate: ISR_FALLBACK_SECONDS,
  };
};

export default function BlogPage({
  featured,
  recent,
}: InferGetStaticPropsType<typeof getStaticProps>) {
  const posts = featured ? [featured, ...recent] : [];
  return (
    <>
      <Seo
        title="Blog"
        description={BLOG_DESCRIPTION}
        path={BLOG_PATH}
        jsonLd={blogJsonLd(posts)}
      />
      <BlogFeedLink />
      <Container className="flex flex-col gap-12 py-12 sm:py-16">
        <PageHeader eyebrow="Blog" title="Insights & Updates" description={BLOG_DESCRIPTION} />
        {featured ? (
          <>
            <FeaturedPost post={featured} />
            <RecentPosts posts={recent} />
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
