import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { TeamsScreen } from '~/features/teams/TeamsScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const TeamsPage: NextPageWithLayout<SignedInPageProps> = () => <TeamsScreen />;
TeamsPage.getLayout = adminLayout('team');

export default TeamsPage;
