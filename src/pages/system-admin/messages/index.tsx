import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { MessagesScreen } from '~/features/system-admin/messages/MessagesScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemMessagesPage: NextPageWithLayout<SignedInPageProps> = () => <MessagesScreen />;
SystemMessagesPage.getLayout = adminLayout('system');

export default SystemMessagesPage;
