import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { ProfilesAdminScreen } from '~/features/admin/profiles/ProfilesAdminScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const ProfilesAdminPage: NextPageWithLayout<SignedInPageProps> = () => <ProfilesAdminScreen />;
ProfilesAdminPage.getLayout = adminLayout('team');

export default ProfilesAdminPage;
