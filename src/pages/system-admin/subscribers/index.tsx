import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { BlogSubscribersScreen } from '~/features/system-admin/subscribers/BlogSubscribersScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const BlogSubscribersPage: NextPageWithLayout<SignedInPageProps> = () => <BlogSubscribersScreen />;
BlogSubscribersPage.getLayout = adminLayout('system');

export default BlogSubscribersPage;
