import { useState } from 'react';

import { Badge } from '~/components/ui/Badge';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { CodeIcon, MegaphoneIcon, StarIcon } from '~/components/ui/icons';
import { toast } from '~/components/ui/Toaster';
import { projectPath } from '~/lib/public-paths';
import { ADMIN_NEW_PROJECT_PATH, adminProjectPath } from '~/lib/admin-paths';
import { ContentRow, CoverImage } from '~/components/admin/content-list/ContentRow';
import {
  DeleteButton,
  EditLink,
  RowButton,
  ViewOnSiteLink,
} from '~/components/admin/content-list/RowActions';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { PlusIcon, SearchIcon } from '~/components/admin/icons';
import { FeaturedBadge } from '~/features/series/MetaBadges';
import { PagedList } from '~/components/admin/list/PagedList';
import { EditingMarker } from '~/components/admin/presence/EditingPresence';
import { useEditingMarkers } from '~/components/admin/presence/use-editing-presence';
import { ScheduledBadge } from '~/components/admin/schedule/ScheduledBadge';
import { TeamListFrame } from '~/components/admin/list/TeamListFrame';
import { useTeamList } from '~/components/admin/list/use-team-list';
import { api, type RouterOutputs } from '~/utils/api';

type AdminProject = RouterOutputs['project']['adminList']['items'][number];
type StateFilter = 'all' | 'published' | 'draft' | 'scheduled' | 'featured' | 'standard';

const STATE_OPTIONS = [
  { value: 'all', label: 'All projects' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
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

/** /admin/projects: the current team's projects, drafts included, the last edited first. */
export function ProjectsAdminScreen() {
  const list = useTeamList<StateFilter>('all');
  const { canEdit } = list;
  const [deleting, setDeleting] = useState<AdminProject | null>(null);
  const utils = api.useUtils();
  const editingOf = useEditingMarkers(list.teamId, 'project');

  const query = api.project.adminList.useInfiniteQuery(
    {
      ...list.page,
      featured: list.filter === 'featured' ? true : list.filter === 'standard' ? false : null,
      published: list.filter === 'published' ? true : list.filter === 'draft' ? false : null,
      scheduled: list.filter === 'scheduled' ? true : null,
    },
    list.queryOptions,
  );

  const feature = api.project.feature.useMutation({
    onSuccess: (project) => {
      toast.success(
        project.featured ? 'Project featured successfully!' : 'Project unfeatured successfully!',
      );
      return utils.project.adminList.invalidate();
    },
    meta: { failed: 'Error updating project' },
  });
  const publish = api.project.publish.useMutation({
    onSuccess: (project) => {
      toast.success(
        project.published ? 'Project published successfully!' : 'Project unpublished successfully!',
      );
      return utils.project.adminList.invalidate();
    },
    meta: { failed: 'Error updating project' },
  });
  const remove = api.project.delete.useMutation({
    onSuccess: () =>
      Promise.all([utils.project.adminList.invalidate(), utils.stats.team.invalidate()]),
  });

  return (
    <>
      <TeamListFrame
        title="Projects"
        description={(team) => `The projects of ${team}.`}
        actions={canEdit && <NewProjectLink />}
        search={list.search}
        onSearch={list.setSearch}
        filter={{
          label: 'State',
          value: list.filter,
          options: STATE_OPTIONS,
          onChange: list.setFilter,
        }}
      >
        <PagedList
          query={query}
          noun="projects"
          label="Projects"
          layout="rows"
          filtered={list.filtered}
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
          {(project) => {
            const cover = project.imageUrl ?? project.imageUrls[0];
            return (
              <ContentRow
                key={project.id}
                cover={cover ? <CoverImage src={cover} /> : <CodeIcon className="size-6" />}
                title={project.title}
                updatedAt={project.updatedAt}
                badges={
                  <>
                    {project.published ? (
                      <Badge tone="green">Published</Badge>
                    ) : (
                      <Badge>Draft</Badge>
                    )}
                    <ScheduledBadge record={project} />
                    {project.featured ? <FeaturedBadge /> : <Badge>Standard</Badge>}
                    <EditingMarker names={editingOf(project.id)} />
                  </>
                }
                actions={
                  <>
                    {project.published && (
                      <ViewOnSiteLink href={projectPath(project.id)} title={project.title} />
                    )}
                    {canEdit && (
                      <>
                        <EditLink href={adminProjectPath(project.id)} title={project.title} />
                        <RowButton
                          label={project.published ? 'Unpublish' : 'Publish'}
                          title={project.title}
                          icon={<MegaphoneIcon className="size-4" />}
                          disabled={publish.isPending}
                          onClick={() =>
                            publish.mutate({
                              teamId: project.teamId,
                              id: project.id,
                              published: !project.published,
                            })
                          }
                        />
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
                        <DeleteButton title={project.title} onClick={() => setDeleting(project)} />
                      </>
                    )}
                  </>
                }
              />
            );
          }}
        </PagedList>
      </TeamListFrame>
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
