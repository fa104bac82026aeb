import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { ProjectEditorScreen } from '~/features/admin/project-editor/ProjectEditorScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const NewProjectPage: NextPageWithLayout<SignedInPageProps> = () => (
  <ProjectEditorScreen projectId={null} />
);
NewProjectPage.getLayout = adminLayout('team');

export default NewProjectPage;
