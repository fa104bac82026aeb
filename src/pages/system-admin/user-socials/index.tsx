import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { UserSocialsScreen } from '~/features/system-admin/user-socials/UserSocialsScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const UserSocialsPage: NextPageWithLayout<SignedInPageProps> = () => <UserSocialsScreen />;
UserSocialsPage.getLayout = adminLayout('system');

export default UserSocialsPage;
