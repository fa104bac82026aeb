import { useRouter } from 'next/router';

import { adminLayout } from '~/components/admin/layout/AdminLayout';
import type { NextPageWithLayout } from '~/components/layout/types';
import { ProjectEditorScreen } from '~/features/admin/project-editor/ProjectEditorScreen';
import { guardSignedInPage, type SignedInPageProps } from '~/server/auth/page-guards';

export const getServerSideProps = guardSignedInPage();

const EditProjectPage: NextPageWithLayout<SignedInPageProps> = () => {
  const { query } = useRouter();
  return <ProjectEditorScreen projectId={String(query.projectId)} />;
};
EditProjectPage.getLayout = adminLayout('team');

export default EditProjectPage;
