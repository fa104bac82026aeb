import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { ImportAdminScreen } from '~/features/admin/import/ImportAdminScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const ImportAdminPage: NextPageWithLayout<SignedInPageProps> = () => <ImportAdminScreen />;
ImportAdminPage.getLayout = adminLayout('team');

export default ImportAdminPage;
