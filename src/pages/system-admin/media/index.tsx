import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SystemMediaScreen } from '~/features/system-admin/content/SystemMediaScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemMediaPage: NextPageWithLayout<SignedInPageProps> = () => <SystemMediaScreen />;
SystemMediaPage.getLayout = adminLayout('system');

export default SystemMediaPage;
