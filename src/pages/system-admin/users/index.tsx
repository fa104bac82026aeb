import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { UsersScreen } from '~/features/system-admin/users/UsersScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemUsersPage: NextPageWithLayout<SignedInPageProps> = () => <UsersScreen />;
SystemUsersPage.getLayout = adminLayout('system');

export default SystemUsersPage;
