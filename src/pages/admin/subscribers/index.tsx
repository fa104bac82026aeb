import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SubscribersScreen } from '~/features/admin/subscribers/SubscribersScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const SubscribersAdminPage: NextPageWithLayout<SignedInPageProps> = () => <SubscribersScreen />;
SubscribersAdminPage.getLayout = adminLayout('team');

export default SubscribersAdminPage;
