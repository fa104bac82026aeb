import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';
import Head from 'next/head';

import { Seo } from '~/components/layout/Seo';
import { Container } from '~/components/ui/Container';
import { BLOG_FEEDS } from '~/features/blog/blog-feeds';
import { prepareContentHtml } from '~/features/blog/content-html';
import { blogPostingJsonLd } from '~/features/blog/json-ld';
import { publishedDate } from '~/features/blog/post-date';
import { coverImage } from '~/features/blog/post-images';
import { PostArticle } from '~/features/blog/PostArticle';
import { blogPostPath } from '~/lib/public-paths';
import { blogPostIdInput } from '~/schemas/blog';
import { postCard, shareCardUrl } from '~/server/seo/share-card';
import {
  ISR_FALLBACK_SECONDS,
  orNotFound,
  serialize,
  serverCaller,
} from '~/server/trpc/server-caller';

export const getStaticPaths: GetStaticPaths = () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = (async ({ params }) => {
  const input = blogPostIdInput.safeParse({ id: params?.id });
  const caller = serverCaller();
  const post = input.success ? await orNotFound(caller.blog.byId(input.data)) : null;
  if (!post) return { notFound: true, revalidate: ISR_FALLBACK_SECONDS };
  const links = await caller.customLink.list({ entityType: 'blog', entityId: post.id });
  const { content, ...rest } = serialize(post);
  return {
    props: {
      post: rest,
      // Built here: the hashing stays on the server.
      image: coverImage(post) ?? shareCardUrl(postCard(post)),
      contentHtml: prepareContentHtml(content),
      links: links.map(({ id, linkName, linkUrl }) => ({ id, linkName, linkUrl })),
    },
    revalidate: ISR_FALLBACK_SECONDS,
  };
}) satisfies GetStaticProps;

export default function BlogPostPage({
  post,
  image,
  contentHtml,
  links,
}: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo
        title={post.title}
        description={post.excerpt ?? undefined}
        path={blogPostPath(post.id)}
        image={image}
        imageAlt={post.title}
        type="article"
        jsonLd={blogPostingJsonLd(post)}
        feeds={BLOG_FEEDS}
      />
      <Head>
        <meta property="article:published_time" content={publishedDate(post)} />
        <meta property="article:modified_time" content={post.updatedAt} />
      </Head>
      <Container width="narrow" className="py-10 sm:py-14">
        <PostArticle post={post} contentHtml={contentHtml} links={links} />
      </Container>
    </>
  );
}
