import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { useCurrentTeam } from '~/components/admin/current-team';
import { DashboardGrid, type DashboardSection } from '~/components/admin/dashboard/DashboardGrid';
import { ExportButton } from '~/components/admin/ExportButton';
import { NoTeamSelected } from '~/components/admin/NoTeamSelected';
import { useTeamPermissions } from '~/components/admin/use-team-permissions';
import { useViewer } from '~/components/admin/viewer';
import { ButtonLink } from '~/components/ui/Button';
import { BookOpenIcon, FolderIcon, LayersIcon } from '~/components/ui/icons';
import { ImageIcon } from '~/components/ui/media-icons';
import { Skeleton } from '~/components/ui/Skeleton';
import { countLabel } from '~/lib/count-label';
import { api, type RouterOutputs } from '~/utils/api';

const SECTIONS: readonly DashboardSection<RouterOutputs['stats']['team']>[] = [
  {
    href: '/admin/series',
    title: 'Series',
    description: 'Multi-week series and their weekly items.',
    icon: <LayersIcon />,
    noun: ['series', 'series'],
    count: (counts) => counts.series,
    detail: (counts) => countLabel(counts.seriesItems, 'item'),
  },
  {
    href: '/admin/blog',
    title: 'Blog',
    description: 'Posts, drafts and their images.',
    icon: <BookOpenIcon />,
    noun: ['post', 'posts'],
    count: (counts) => counts.posts.published + counts.posts.drafts,
    detail: (counts) => countLabel(counts.posts.drafts, 'draft'),
  },
  {
    href: '/admin/projects',
    title: 'Projects',
    description: 'What the team built, with demos and code.',
    icon: <FolderIcon />,
    noun: ['project', 'projects'],
    count: (counts) => counts.projects,
  },
  {
    href: '/admin/media',
    title: 'Media',
    description: 'Images, videos and YouTube links.',
    icon: <ImageIcon />,
    noun: ['item', 'items'],
    count: (counts) => counts.media,
  },
];

/** /admin: the current team's four content sections with what each holds. */
export function AdminDashboard() {
  const viewer = useViewer();
  const { current } = useCurrentTeam();
  const { canEdit } = useTeamPermissions(current.team?.id);
  const stats = api.stats.team.useQuery(
    { teamId: current.team?.id ?? '' },
    { enabled: current.status === 'chosen' },
  );
  return (
    <>
      <AdminPageHeader
        title="Admin Dashboard"
        description={current.team ? `Manage the content of ${current.team.name}.` : undefined}
        actions={
          current.team &&
          canEdit && (
            <>
              <ButtonLink href="/admin/import" variant="outline">
                Import
              </ButtonLink>
              <ExportButton teamId={current.team.id} label="Export Team" />
            </>
          )
        }
      />
      {current.status === 'resolving' ? (
        <Skeleton className="h-44 w-full rounded-xl" />
      ) : current.status === 'none' ? (
        <NoTeamSelected isSystemAdmin={viewer.isSystemAdmin} />
      ) : (
        <DashboardGrid sections={SECTIONS} counts={stats.data} error={stats.error} />
      )}
    </>
  );
}
