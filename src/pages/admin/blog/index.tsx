import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { BlogAdminScreen } from '~/features/admin/blog/BlogAdminScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const BlogAdminPage: NextPageWithLayout<SignedInPageProps> = () => <BlogAdminScreen />;
BlogAdminPage.getLayout = adminLayout('team');

export default BlogAdminPage;
