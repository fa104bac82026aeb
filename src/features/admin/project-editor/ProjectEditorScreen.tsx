import dynamic from 'next/dynamic';

import { useCurrentTeam } from '~/components/admin/current-team';
import { EditorStates, recordLoad } from '~/components/admin/editor/EditorStates';
import { LoadingState } from '~/components/admin/LoadingState';
import { useTeamPermissions } from '~/components/admin/use-team-permissions';
import { notFoundMessage } from '~/lib/not-found-message';
import { api } from '~/utils/api';

// The form (zod, react-hook-form, uploads, the links editor) loads after the page.
const ProjectForm = dynamic(() => import('./ProjectForm').then((module) => module.ProjectForm), {
  ssr: false,
  loading: () => <LoadingState />,
});

/** /admin/projects/new and /admin/projects/{id}: a project of the current team, on a full page. */
export function ProjectEditorScreen({ projectId }: { projectId: string | null }) {
  const { current } = useCurrentTeam();
  const teamId = current.team?.id ?? '';
  const { canEdit } = useTeamPermissions(teamId);
  const project = api.project.adminById.useQuery(
    { teamId, id: projectId ?? '' },
    { enabled: Boolean(teamId && projectId), retry: false },
  );

  return (
    <EditorStates
      load={recordLoad(projectId, project)}
      title={projectId ? 'Edit Project' : 'New Project'}
      notFoundTitle={notFoundMessage('Project')}
      backHref="/admin/projects"
      backLabel="Back to projects"
    >
      {(record, team) => (
        <ProjectForm key={record?.id ?? 'new'} record={record} teamId={team} canEdit={canEdit} />
      )}
    </EditorStates>
  );
}
