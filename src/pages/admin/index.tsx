import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { AdminDashboard } from '~/features/admin/dashboard/AdminDashboard';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const AdminDashboardPage: NextPageWithLayout<SignedInPageProps> = () => <AdminDashboard />;
AdminDashboardPage.getLayout = adminLayout('team');

export default AdminDashboardPage;
