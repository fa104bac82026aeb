import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SocialPlatformsScreen } from '~/features/system-admin/social-platforms/SocialPlatformsScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SocialPlatformsPage: NextPageWithLayout<SignedInPageProps> = () => <SocialPlatformsScreen />;
SocialPlatformsPage.getLayout = adminLayout('system');

export default SocialPlatformsPage;
