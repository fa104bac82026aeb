import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SystemTeamsScreen } from '~/features/system-admin/teams/SystemTeamsScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemTeamsPage: NextPageWithLayout<SignedInPageProps> = () => <SystemTeamsScreen />;
SystemTeamsPage.getLayout = adminLayout('system');

export default SystemTeamsPage;
