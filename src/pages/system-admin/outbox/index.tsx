import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { OutboxScreen } from '~/features/system-admin/outbox/OutboxScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemOutboxPage: NextPageWithLayout<SignedInPageProps> = () => <OutboxScreen />;
SystemOutboxPage.getLayout = adminLayout('system');

export default SystemOutboxPage;
