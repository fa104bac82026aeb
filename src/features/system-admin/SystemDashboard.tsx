import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { DashboardCard } from '~/components/admin/dashboard/DashboardCard';
import { DashboardGrid, type DashboardSection } from '~/components/admin/dashboard/DashboardGrid';
import { ExportButton } from '~/components/admin/ExportButton';
import { GlobeIcon, LinkIcon, UserIcon } from '~/components/admin/icons';
import { MESSAGES_PATH } from '~/components/admin/layout/admin-sections';
import {
  BookOpenIcon,
  FolderIcon,
  LayersIcon,
  MegaphoneIcon,
  UsersIcon,
} from '~/components/ui/icons';
import { ImageIcon } from '~/components/ui/media-icons';
import { api, type RouterOutputs } from '~/utils/api';

import { LatestActivity } from './audit/LatestActivity';

const SECTIONS: readonly DashboardSection<RouterOutputs['stats']['system']>[] = [
  {
    href: '/system-admin/teams',
    title: 'Teams',
    description: 'Every team, its members and roles.',
    icon: <UsersIcon />,
    noun: ['team', 'teams'],
    count: (counts) => counts.teams,
  },
  {
    href: '/system-admin/users',
    title: 'Users',
    description: 'Accounts, system admins and access.',
    icon: <UserIcon />,
    noun: ['user', 'users'],
    count: (counts) => counts.users,
  },
  {
    href: '/system-admin/social-platforms',
    title: 'Social Platforms',
    description: 'The platforms people can link to.',
    icon: <GlobeIcon />,
    noun: ['platform', 'platforms'],
    count: (counts) => counts.socialPlatforms,
  },
  {
    href: '/system-admin/user-socials',
    title: 'User Socials',
    description: "Every user's social links.",
    icon: <LinkIcon />,
    noun: ['link', 'links'],
    count: (counts) => counts.userSocials,
  },
  {
    href: '/system-admin/series',
    title: 'Series',
    description: "Every team's series.",
    icon: <LayersIcon />,
    noun: ['series', 'series'],
    count: (counts) => counts.series,
  },
  {
    href: '/system-admin/blog',
    title: 'Blog',
    description: "Every team's posts and drafts.",
    icon: <BookOpenIcon />,
    noun: ['post', 'posts'],
    count: (counts) => counts.posts,
  },
  {
    href: '/system-admin/projects',
    title: 'Projects',
    description: "Every team's projects.",
    icon: <FolderIcon />,
    noun: ['project', 'projects'],
    count: (counts) => counts.projects,
  },
  {
    href: '/system-admin/media',
    title: 'Media',
    description: "Every team's images and videos.",
    icon: <ImageIcon />,
    noun: ['item', 'items'],
    count: (counts) => counts.media,
  },
];

/** /system-admin: what the whole site holds, one card per system section. */
export function SystemDashboard() {
  const stats = api.stats.system.useQuery();
  return (
    <>
      <AdminPageHeader
        title="System Admin Dashboard"
        description="Every team, user and piece of content on this site."
        actions={<ExportButton label="Export Site" />}
      />
      <DashboardGrid sections={SECTIONS} counts={stats.data} error={stats.error} />
      <div className="mt-8 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <ul>
          <DashboardCard
            href={MESSAGES_PATH}
            title="Messages"
            description="Contact messages waiting to be read."
            icon={<MegaphoneIcon />}
            noun={['unread message', 'unread messages']}
            count={stats.data?.contactSubmissions.unread}
            detail={stats.data && `${stats.data.contactSubmissions.total} in all`}
          />
        </ul>
        <LatestActivity />
      </div>
    </>
  );
}
