import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { BlogEditorScreen } from '~/features/admin/blog-editor/BlogEditorScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const NewPostPage: NextPageWithLayout<SignedInPageProps> = () => <BlogEditorScreen postId={null} />;
NewPostPage.getLayout = adminLayout('team');

export default NewPostPage;
