import { Alert } from '~/components/ui/Alert';
import { BookOpenIcon, FolderIcon, ImageIcon, LayersIcon, UsersIcon } from '~/components/ui/icons';
import { AdminPageHeader } from '~/features/admin/AdminPageHeader';
import { DashboardCard } from '~/features/admin/dashboard/DashboardCard';
import { GlobeIcon, LinkIcon, UserIcon } from '~/features/admin/icons';
import { api } from '~/utils/api';

/** /system-admin: what the whole site holds, one card per system section. */
export function SystemDashboard() {
  const stats = api.stats.system.useQuery();
  const counts = stats.data;
  return (
    <>
      <AdminPageHeader
        title="System Admin Dashboard"
        description="Every team, user and piece of content on this site."
      />
      {stats.isError && (
        <Alert tone="error" className="mb-6">
          The counts could not be loaded: {stats.error.message}
        </Alert>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <DashboardCard
          href="/system-admin/teams"
          title="Teams"
          description="Every team, its members and roles."
          icon={<UsersIcon />}
          count={counts?.teams}
          noun={['team', 'teams']}
        />
        <DashboardCard
          href="/system-admin/users"
          title="Users"
          description="Accounts, system admins and access."
          icon={<UserIcon />}
          count={counts?.users}
          noun={['user', 'users']}
        />
        <DashboardCard
          href="/system-admin/social-platforms"
          title="Social Platforms"
          description="The platforms people can link to."
          icon={<GlobeIcon />}
          count={counts?.socialPlatforms}
          noun={['platform', 'platforms']}
        />
        <DashboardCard
          href="/system-admin/user-socials"
          title="User Socials"
          description="Every user's social links."
          icon={<LinkIcon />}
          count={counts?.userSocials}
          noun={['link', 'links']}
        />
        <DashboardCard
          href="/system-admin/series"
          title="Series"
          description="Every team's series."
          icon={<LayersIcon />}
          count={counts?.series}
          noun={['series', 'series']}
        />
        <DashboardCard
          href="/system-admin/blog"
          title="Blog"
          description="Every team's posts and drafts."
          icon={<BookOpenIcon />}
          count={counts?.posts}
          noun={['post', 'posts']}
        />
        <DashboardCard
          href="/system-admin/projects"
          title="Projects"
          description="Every team's projects."
          icon={<FolderIcon />}
          count={counts?.projects}
          noun={['project', 'projects']}
        />
        <DashboardCard
          href="/system-admin/media"
          title="Media"
          description="Every team's images and videos."
          icon={<ImageIcon />}
          count={counts?.media}
          noun={['item', 'items']}
        />
      </ul>
    </>
  );
}
