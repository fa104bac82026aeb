import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { AnalyticsScreen } from '~/features/admin/analytics/AnalyticsScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const AnalyticsAdminPage: NextPageWithLayout<SignedInPageProps> = () => <AnalyticsScreen />;
AnalyticsAdminPage.getLayout = adminLayout('team');

export default AnalyticsAdminPage;
