import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { CreateTeamScreen } from '~/features/teams/CreateTeamScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const CreateTeamPage: NextPageWithLayout<SignedInPageProps> = () => <CreateTeamScreen />;
CreateTeamPage.getLayout = adminLayout('team');

export default CreateTeamPage;
