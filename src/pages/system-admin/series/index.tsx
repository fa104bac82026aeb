import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SystemSeriesScreen } from '~/features/system-admin/content/SystemSeriesScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemSeriesPage: NextPageWithLayout<SignedInPageProps> = () => <SystemSeriesScreen />;
SystemSeriesPage.getLayout = adminLayout('system');

export default SystemSeriesPage;
