import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { WebhooksAdminScreen } from '~/features/admin/webhooks/WebhooksAdminScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const WebhooksAdminPage: NextPageWithLayout<SignedInPageProps> = () => <WebhooksAdminScreen />;
WebhooksAdminPage.getLayout = adminLayout('team');

export default WebhooksAdminPage;
