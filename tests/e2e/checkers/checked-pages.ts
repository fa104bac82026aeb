import { RETRIEVAL_POST_ID } from '../../../prisma/seed/blog';
import { hackathonItemId } from '../../../prisma/seed/hackathon-items';
import { INBOX_COPILOT_ID } from '../../../prisma/seed/projects';
import { HACKATHON_SERIES_ID, SERIES } from '../../../prisma/seed/series';
import { TEAM, TEAM_ID } from '../../../prisma/seed/team';
import { SIGNED_IN_SCREENS, type SignedInScreen } from '../helpers/signed-in-screens';

const HACKATHON = SERIES.find((series) => series.id === HACKATHON_SERIES_ID)!;

/**
 * A page the markup checkers read once its content has loaded. Without `ready`, the page's
 * level-1 heading tells (public pages arrive complete).
 */
export type CheckedPage = Omit<SignedInScreen, 'ready'> & { ready?: string };

/** Every public page, seen signed out. */
export const PUBLIC_PAGES: CheckedPage[] = [
  '/',
  '/about',
  '/blog',
  `/blog/${RETRIEVAL_POST_ID}`,
  '/projects',
  `/projects/${INBOX_COPILOT_ID}`,
  '/series',
  `/series/${HACKATHON.slug}`,
  `/series/${HACKATHON.slug}/item/${hackathonItemId(1)}`,
  '/hackathon',
  '/media',
  '/contact',
  '/search?q=week',
  '/auth',
  '/auth/sign-up',
  '/no-such-page',
].map((path) => ({ path }));

/** The system area's screens after its dashboard, each with the heading it shows. */
const SYSTEM_SCREENS = {
  teams: 'Teams',
  [`teams/${TEAM_ID}`]: TEAM.name,
  users: 'Users',
  'social-platforms': 'Social Platforms',
  'user-socials': 'User Socials',
  series: 'Series',
  blog: 'Blog',
  projects: 'Projects',
  media: 'Media',
  messages: 'Messages',
  audit: 'Audit Log',
};

/** Every signed-in screen, seen by the seeded system admin: the editors and the system area too. */
export const SIGNED_IN_PAGES: CheckedPage[] = [
  ...SIGNED_IN_SCREENS,
  { path: '/admin/blog/new', ready: 'New Post' },
  { path: `/admin/blog/${RETRIEVAL_POST_ID}`, ready: 'Edit Post' },
  { path: `/admin/blog/${RETRIEVAL_POST_ID}/preview?teamId=${TEAM_ID}` },
  { path: '/admin/projects/new', ready: 'New Project' },
  { path: `/admin/projects/${INBOX_COPILOT_ID}`, ready: 'Edit Project' },
  { path: '/auth/change-password' },
  ...Object.entries(SYSTEM_SCREENS).map(([path, ready]) => ({
    path: `/system-admin/${path}`,
    ready,
  })),
];
