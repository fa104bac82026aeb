import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SystemDashboard } from '~/features/system-admin/SystemDashboard';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemAdminDashboardPage: NextPageWithLayout<SignedInPageProps> = () => <SystemDashboard />;
SystemAdminDashboardPage.getLayout = adminLayout('system');

export default SystemAdminDashboardPage;
