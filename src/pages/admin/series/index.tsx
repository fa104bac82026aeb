import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SeriesAdminScreen } from '~/features/admin/series/SeriesAdminScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const SeriesAdminPage: NextPageWithLayout<SignedInPageProps> = () => <SeriesAdminScreen />;
SeriesAdminPage.getLayout = adminLayout('team');

export default SeriesAdminPage;
