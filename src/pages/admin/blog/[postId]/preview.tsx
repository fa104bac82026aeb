import type { GetServerSideProps, InferGetServerSidePropsType } from 'next';
import Head from 'next/head';

import { Alert } from '~/components/ui/Alert';
import { Container } from '~/components/ui/Container';
import { prepareContentHtml } from '~/features/blog/content-html';
import { PostArticle } from '~/features/blog/PostArticle';
import { signInPath } from '~/lib/return-path';
import { blogPreviewInput } from '~/schemas/blog';
import { getServerAuthSession } from '~/server/auth/session';
import { loadBlogPreview } from '~/server/blog-preview';
import { serialize, serverCaller } from '~/server/trpc/server-caller';

/**
 * /admin/blog/{id}/preview?teamId=…: the post as its public page will show it, drafts included,
 * for members of its team only. Anyone else gets the 404 page; a visitor signs in first.
 */
export const getServerSideProps = (async (context) => {
  const session = await getServerAuthSession(context);
  if (!session) {
    return { redirect: { destination: signInPath(context.resolvedUrl), permanent: false } };
  }
  const input = blogPreviewInput.safeParse({
    id: context.params?.postId,
    teamId: context.query.teamId,
  });
  const preview = input.success ? await loadBlogPreview(serverCaller(session), input.data) : null;
  context.res.setHeader('Cache-Control', 'private, no-store');
  if (!preview) return { notFound: true };
  const { content, ...post } = serialize(preview.post);
  return {
    props: {
      post,
      contentHtml: prepareContentHtml(content),
      links: preview.links.map(({ id, linkName, linkUrl }) => ({ id, linkName, linkUrl })),
    },
  };
}) satisfies GetServerSideProps;

export default function BlogPostPreviewPage({
  post,
  contentHtml,
  links,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <>
      <Head>
        <title>{`Preview: ${post.title}`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <Container width="narrow" className="py-10 sm:py-14">
        <Alert title={post.published ? 'Preview' : 'Preview of a draft'} className="mb-8">
          {post.published
            ? 'This is the saved version of the post, as its public page shows it.'
            : 'Only your team can see this page. The post is on no public page until it is published.'}
        </Alert>
        <PostArticle post={post} contentHtml={contentHtml} links={links} />
      </Container>
    </>
  );
}
