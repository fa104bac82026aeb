import { useRouter } from 'next/router';

import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { TeamMembersScreen } from '~/features/teams/TeamMembersScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const TeamMembersPage: NextPageWithLayout<SignedInPageProps> = () => {
  const { query } = useRouter();
  return <TeamMembersScreen slug={String(query.slug)} />;
};
TeamMembersPage.getLayout = adminLayout('team');

export default TeamMembersPage;
