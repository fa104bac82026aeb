import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SystemProjectsScreen } from '~/features/system-admin/content/SystemProjectsScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemProjectsPage: NextPageWithLayout<SignedInPageProps> = () => <SystemProjectsScreen />;
SystemProjectsPage.getLayout = adminLayout('system');

export default SystemProjectsPage;
