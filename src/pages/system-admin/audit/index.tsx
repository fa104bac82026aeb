import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { AuditLogScreen } from '~/features/system-admin/audit/AuditLogScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemAuditPage: NextPageWithLayout<SignedInPageProps> = () => <AuditLogScreen />;
SystemAuditPage.getLayout = adminLayout('system');

export default SystemAuditPage;
