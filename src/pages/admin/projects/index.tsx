import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { ProjectsAdminScreen } from '~/features/admin/projects/ProjectsAdminScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const ProjectsAdminPage: NextPageWithLayout<SignedInPageProps> = () => <ProjectsAdminScreen />;
ProjectsAdminPage.getLayout = adminLayout('team');

export default ProjectsAdminPage;
