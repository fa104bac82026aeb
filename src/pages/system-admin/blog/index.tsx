import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SystemBlogScreen } from '~/features/system-admin/content/SystemBlogScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemBlogPage: NextPageWithLayout<SignedInPageProps> = () => <SystemBlogScreen />;
SystemBlogPage.getLayout = adminLayout('system');

export default SystemBlogPage;
