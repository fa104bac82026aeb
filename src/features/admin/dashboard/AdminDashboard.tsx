import { Skeleton } from '~/components/ui/Skeleton';
import { Alert } from '~/components/ui/Alert';
import { BookOpenIcon, FolderIcon, ImageIcon, LayersIcon } from '~/components/ui/icons';
import { useCurrentTeam } from '~/features/admin/current-team';
import { useViewer } from '~/features/admin/viewer';
import { AdminPageHeader } from '~/features/admin/AdminPageHeader';
import { countLabel } from '~/lib/count-label';
import { api } from '~/utils/api';

import { DashboardCard } from './DashboardCard';
import { NoTeamSelected } from './NoTeamSelected';

/** /admin: the current team's four content sections with what each holds. */
export function AdminDashboard() {
  const viewer = useViewer();
  const { current } = useCurrentTeam();
  const teamId = current.team?.id ?? '';
  const stats = api.stats.team.useQuery({ teamId }, { enabled: current.status === 'chosen' });

  const description =
    current.status === 'chosen' ? `Manage the content of ${current.team.name}.` : undefined;
  return (
    <>
      <AdminPageHeader title="Admin Dashboard" description={description} />
      {current.status === 'resolving' ? (
        <Skeleton className="h-44 w-full rounded-xl" />
      ) : current.status === 'none' ? (
        <NoTeamSelected isSystemAdmin={viewer.isSystemAdmin} />
      ) : (
        <>
          {stats.isError && (
            <Alert tone="error" className="mb-6">
              The counts could not be loaded: {stats.error.message}
            </Alert>
          )}
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <DashboardCard
              href="/admin/series"
              title="Series"
              description="Multi-week series and their weekly items."
              icon={<LayersIcon />}
              count={stats.data?.series}
              noun={['series', 'series']}
              detail={stats.data && countLabel(stats.data.seriesItems, 'item')}
            />
            <DashboardCard
              href="/admin/blog"
              title="Blog"
              description="Posts, drafts and their images."
              icon={<BookOpenIcon />}
              count={stats.data && stats.data.posts.published + stats.data.posts.drafts}
              noun={['post', 'posts']}
              detail={stats.data && countLabel(stats.data.posts.drafts, 'draft')}
            />
            <DashboardCard
              href="/admin/projects"
              title="Projects"
              description="What the team built, with demos and code."
              icon={<FolderIcon />}
              count={stats.data?.projects}
              noun={['project', 'projects']}
            />
            <DashboardCard
              href="/admin/media"
              title="Media"
              description="Images, videos and YouTube links."
              icon={<ImageIcon />}
              count={stats.data?.media}
              noun={['item', 'items']}
            />
          </ul>
        </>
      )}
    </>
  );
}
