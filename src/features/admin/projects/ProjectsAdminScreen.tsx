import { useState } from 'react';

import { Badge } from '~/components/ui/Badge';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { CodeIcon, StarIcon } from '~/components/ui/icons';
import { toast } from '~/components/ui/Toaster';
import { projectPath } from '~/lib/public-paths';
import { AdminPageHeader } from '~/features/admin/AdminPageHeader';
import { ADMIN_NEW_PROJECT_PATH, adminProjectPath } from '~/features/admin/admin-paths';
import { AdminListBody } from '~/features/admin/content-list/AdminListBody';
import { ContentRow, CoverImage } from '~/features/admin/content-list/ContentRow';
import { ListToolbar } from '~/features/admin/content-list/ListToolbar';
import {
  DeleteButton,
  EditLink,
  RowButton,
  ViewOnSiteLink,
} from '~/features/admin/content-list/RowActions';
import { useDebouncedValue } from '~/features/admin/content-list/use-debounced-value';
import { useCurrentTeam } from '~/features/admin/current-team';
import { NoTeamSelected } from '~/features/admin/dashboard/NoTeamSelected';
import { DeleteDialog } from '~/features/admin/DeleteDialog';
import { messageOf } from '~/features/admin/forms/server-errors';
import { PlusIcon, SearchIcon } from '~/features/admin/icons';
import { useTeamPermissions } from '~/features/admin/use-team-permissions';
import { useViewer } from '~/features/admin/viewer';
import { FeaturedBadge } from '~/features/series/MetaBadges';
import { api, type RouterOutputs } from '~/utils/api';

type AdminProject = RouterOutputs['project']['adminList']['items'][number];
type FeaturedFilter = 'all' | 'featured' | 'standard';

const PAGE_SIZE = 20;
const FEATURED_OPTIONS = [
  { value: 'all', label: 'All projects' },
  { value: 'featured', label: 'Featured' },
  { value: 'standard', label: 'Not featured' },
] as const;

function NewProjectLink({ children = 'New project' }: { children?: string }) {
  return (
    <ButtonLink href={ADMIN_NEW_PROJECT_PATH}>
      <PlusIcon className="size-4" />
      {children}
    </ButtonLink>
  );
}

/** /admin/projects: the current team's projects, the last edited first. */
export function ProjectsAdminScreen() {
  const viewer = useViewer();
  const { current } = useCurrentTeam();
  const { canEdit } = useTeamPermissions(current.team?.id);
  const [search, setSearch] = useState('');
  const [featured, setFeatured] = useState<FeaturedFilter>('all');
  const [deleting, setDeleting] = useState<AdminProject | null>(null);
  const searched = useDebouncedValue(search.trim());
  const utils = api.useUtils();

  const list = api.project.adminList.useInfiniteQuery(
    {
      teamId: current.team?.id ?? '',
      limit: PAGE_SIZE,
      search: searched,
      featured: featured === 'all' ? null : featured === 'featured',
    },
    {
      enabled: current.status === 'chosen',
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: (previous) => previous,
    },
  );
  const projects = list.data?.pages.flatMap((page) => page.items) ?? [];

  const feature = api.project.feature.useMutation({
    onSuccess: (project) => {
      toast.success(
        project.featured ? 'Project featured successfully!' : 'Project unfeatured successfully!',
      );
      return utils.project.adminList.invalidate();
    },
    onError: (error) => toast.error('Error updating project', { description: messageOf(error) }),
  });
  const remove = api.project.delete.useMutation({
    onSuccess: () =>
      Promise.all([utils.project.adminList.invalidate(), utils.stats.team.invalidate()]),
  });

  return (
    <>
      <AdminPageHeader
        title="Projects"
        description={current.team ? `The projects of ${current.team.name}.` : undefined}
        actions={canEdit && <NewProjectLink />}
      />
      {current.status === 'none' ? (
        <NoTeamSelected isSystemAdmin={viewer.isSystemAdmin} />
      ) : (
        <>
          <ListToolbar
            search={search}
            onSearch={setSearch}
            filter={{
              label: 'Featured',
              value: featured,
              options: FEATURED_OPTIONS,
              onChange: setFeatured,
            }}
          />
          <AdminListBody
            query={list}
            count={projects.length}
            noun="projects"
            filtered={searched !== '' || featured !== 'all'}
            empty={
              <EmptyState
                icon={<CodeIcon />}
                title="No projects yet"
                description="Add the first project the team has built."
                action={canEdit && <NewProjectLink>Add a project</NewProjectLink>}
              />
            }
            noMatch={
              <EmptyState
                icon={<SearchIcon />}
                title="No matching projects"
                description="No project matches this search and filter."
              />
            }
          >
            {projects.map((project) => {
              const cover = project.imageUrl ?? project.imageUrls[0];
              return (
                <ContentRow
                  key={project.id}
                  cover={cover ? <CoverImage src={cover} /> : <CodeIcon className="size-6" />}
                  title={project.title}
                  updatedAt={project.updatedAt}
                  badges={project.featured ? <FeaturedBadge /> : <Badge>Standard</Badge>}
                  actions={
                    <>
                      <ViewOnSiteLink href={projectPath(project.id)} title={project.title} />
                      {canEdit && (
                        <>
                          <EditLink href={adminProjectPath(project.id)} title={project.title} />
                          <RowButton
                            label={project.featured ? 'Unfeature' : 'Feature'}
                            title={project.title}
                            icon={<StarIcon className="size-4" />}
                            disabled={feature.isPending}
                            onClick={() =>
                              feature.mutate({
                                teamId: project.teamId,
                                id: project.id,
                                featured: !project.featured,
                              })
                            }
                          />
                          <DeleteButton
                            title={project.title}
                            onClick={() => setDeleting(project)}
                          />
                        </>
                      )}
                    </>
                  }
                />
              );
            })}
          </AdminListBody>
        </>
      )}
      {canEdit && (
        <DeleteDialog
          target={deleting}
          title="Delete this project?"
          describe={(project) => (
            <>
              “{project.title}” will be deleted for good, with its custom links, and leaves the
              projects page at once. This cannot be undone.
            </>
          )}
          confirmLabel="Delete project"
          remove={(project) => remove.mutateAsync({ teamId: project.teamId, id: project.id })}
          succeeded="Project deleted successfully!"
          failed="Error deleting project"
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
