import { useRouter } from 'next/router';

import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { BlogEditorScreen } from '~/features/admin/blog-editor/BlogEditorScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const EditPostPage: NextPageWithLayout<SignedInPageProps> = () => {
  const { query } = useRouter();
  return <BlogEditorScreen postId={String(query.postId)} />;
};
EditPostPage.getLayout = adminLayout('team');

export default EditPostPage;
