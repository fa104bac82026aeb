import { ContentListScreen } from '~/components/admin/content-list/ContentListScreen';
import { CoverImage } from '~/components/admin/content-list/ContentRow';
import { PublishableRow } from '~/components/admin/content-list/PublishableRow';
import { RowButton } from '~/components/admin/content-list/RowActions';
import {
  PUBLISH_STATES,
  publishStateFilters,
  useContentList,
} from '~/components/admin/content-list/use-content-list';
import { useRowToggle } from '~/components/admin/content-list/use-row-toggle';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { Badge } from '~/components/ui/Badge';
import { CodeIcon, StarIcon } from '~/components/ui/icons';
import { FeaturedBadge } from '~/features/series/MetaBadges';
import { ADMIN_NEW_PROJECT_PATH, adminProjectPath } from '~/lib/admin-paths';
import { projectPath } from '~/lib/public-paths';
import { api, type RouterOutputs } from '~/utils/api';

type AdminProject = RouterOutputs['project']['adminList']['items'][number];
const STATE_OPTIONS = [
  { value: 'all', label: 'All projects' },
  ...PUBLISH_STATES,
  { value: 'featured', label: 'Featured' },
  { value: 'standard', label: 'Not featured' },
] as const;

/** /admin/projects: the current team's projects, drafts included, the last edited first. */
export function ProjectsAdminScreen() {
  const list = useContentList<(typeof STATE_OPTIONS)[number]['value'], AdminProject>('project');
  const { canEdit, editingOf } = list;
  const utils = api.useUtils();

  const query = api.project.adminList.useInfiniteQuery(
    {
      ...list.page,
      featured: list.filter === 'featured' ? true : list.filter === 'standard' ? false : null,
      ...publishStateFilters(list.filter),
    },
    list.queryOptions,
  );

  const feature = useRowToggle(api.project.feature, {
    flag: 'featured',
    noun: 'Project',
    refresh: () => utils.project.adminList.invalidate(),
  });
  const publish = useRowToggle(api.project.publish, {
    flag: 'published',
    noun: 'Project',
    refresh: () => utils.project.adminList.invalidate(),
  });
  const remove = api.project.delete.useMutation({
    onSuccess: () =>
      Promise.all([utils.project.adminList.invalidate(), utils.stats.team.invalidate()]),
  });

  return (
    <>
      <ContentListScreen
        list={list}
        title="Projects"
        description={(team) => `The projects of ${team}.`}
        newRecord={{
          href: ADMIN_NEW_PROJECT_PATH,
          label: 'New project',
          firstLabel: 'Add a project',
        }}
        states={STATE_OPTIONS}
        query={query}
        noun="projects"
        label="Projects"
        empty={{
          icon: <CodeIcon />,
          title: 'No projects yet',
          description: 'Add the first project the team has built.',
        }}
        noMatch={{
          title: 'No matching projects',
          description: 'No project matches this search and filter.',
        }}
      >
        {(project) => {
          const cover = project.imageUrl ?? project.imageUrls[0];
          return (
            <PublishableRow
              key={project.id}
              record={project}
              cover={cover ? <CoverImage src={cover} /> : <CodeIcon className="size-6" />}
              badges={project.featured ? <FeaturedBadge /> : <Badge>Standard</Badge>}
              actions={
                <RowButton
                  label={project.featured ? 'Unfeature' : 'Feature'}
                  title={project.title}
                  icon={<StarIcon className="size-4" />}
                  disabled={feature.isPending}
                  onClick={() => feature.toggle(project)}
                />
              }
              publicPath={projectPath(project.id)}
              editorPath={adminProjectPath(project.id)}
              editing={editingOf(project.id)}
              canEdit={canEdit}
              publish={publish}
              onDelete={() => list.setDeleting(project)}
            />
          );
        }}
      </ContentListScreen>
      {canEdit && (
        <DeleteDialog
          target={list.deleting}
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
          onClose={() => list.setDeleting(null)}
        />
      )}
    </>
  );
}
