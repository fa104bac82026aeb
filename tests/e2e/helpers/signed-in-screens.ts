import { HACKATHON_SERIES_ID, SERIES } from '../../../prisma/seed/series';
import { TEAM } from '../../../prisma/seed/team';

const HACKATHON = SERIES.find((series) => series.id === HACKATHON_SERIES_ID)!;

export interface SignedInScreen {
  path: string;
  /** A heading that shows once the screen's content has loaded. */
  ready: string;
  /** The screen's dialogs, each with the button that opens it and the dialog's heading. */
  dialogs?: { opener: string; dialog: string }[];
}

/**
 * The signed-in screens of the admin and team areas and the system area's dashboard, with their
 * dialogs, as the seeded system admin (also an owner of the demo team) sees them.
 */
export const SIGNED_IN_SCREENS: SignedInScreen[] = [
  { path: '/admin', ready: 'Admin Dashboard' },
  {
    path: '/admin/series',
    ready: HACKATHON.title,
    dialogs: [
      { opener: 'New Series', dialog: 'Create New Series' },
      { opener: `Edit Details of ${HACKATHON.title}`, dialog: 'Edit Series' },
      { opener: `Delete ${HACKATHON.title}`, dialog: 'Delete this series?' },
    ],
  },
  {
    path: `/admin/series/${HACKATHON.slug}/items`,
    ready: 'Series Items (8)',
    dialogs: [{ opener: 'Add Item', dialog: 'Create New Series Item' }],
  },
  {
    path: '/admin/blog',
    ready: 'Our Demo Day Checklist',
    dialogs: [{ opener: 'Delete Our Demo Day Checklist', dialog: 'Delete this post?' }],
  },
  { path: '/admin/projects', ready: 'Inbox Copilot' },
  {
    path: '/admin/media',
    ready: 'Kickoff Whiteboard',
    dialogs: [
      { opener: 'Add Media', dialog: 'Add Media' },
      { opener: 'Edit Kickoff Whiteboard', dialog: 'Edit Media' },
    ],
  },
  {
    path: '/admin/profiles',
    ready: 'Maya Chen',
    dialogs: [
      { opener: 'Add Team Member', dialog: 'Add Team Member' },
      { opener: 'Edit Maya Chen', dialog: 'Edit Team Member' },
    ],
  },
  // Other browser tests add subscribers and webhooks: the screens are ready at their titles.
  { path: '/admin/subscribers', ready: 'Subscribers' },
  { path: '/admin/import', ready: 'Choose a file' },
  // The analytics screens at their titles: other browser tests fill and delete their figures.
  { path: '/admin/analytics', ready: 'Analytics' },
  { path: `/admin/series/${HACKATHON.slug}/analytics`, ready: 'Readers Week by Week' },
  {
    path: '/admin/webhooks',
    ready: 'Webhooks',
    dialogs: [{ opener: 'Add Webhook', dialog: 'Add Webhook' }],
  },
  { path: '/teams', ready: TEAM.name },
  { path: '/teams/create', ready: 'Create Team' },
  { path: `/teams/${TEAM.slug}/members`, ready: 'Members (2)' },
  { path: '/system-admin', ready: 'System Admin Dashboard' },
  { path: '/system-admin/outbox', ready: 'Outbox' },
  { path: '/system-admin/analytics', ready: 'Site Analytics' },
];
