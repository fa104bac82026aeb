import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { MediaAdminScreen } from '~/features/admin/media/MediaAdminScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const MediaAdminPage: NextPageWithLayout<SignedInPageProps> = () => <MediaAdminScreen />;
MediaAdminPage.getLayout = adminLayout('team');

export default MediaAdminPage;
