import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SiteAnalyticsScreen } from '~/features/system-admin/analytics/SiteAnalyticsScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemAnalyticsPage: NextPageWithLayout<SignedInPageProps> = () => <SiteAnalyticsScreen />;
SystemAnalyticsPage.getLayout = adminLayout('system');

export default SystemAnalyticsPage;
