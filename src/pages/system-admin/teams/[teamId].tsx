import { useRouter } from 'next/router';

import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { SystemTeamScreen } from '~/features/system-admin/teams/SystemTeamScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage({ systemAdminOnly: true });

const SystemTeamPage: NextPageWithLayout<SignedInPageProps> = () => {
  const { query } = useRouter();
  return <SystemTeamScreen teamId={String(query.teamId)} />;
};
SystemTeamPage.getLayout = adminLayout('system');

export default SystemTeamPage;
