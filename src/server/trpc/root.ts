import { analyticsRouter } from '~/server/modules/analytics/analytics.router';
import { auditRouter } from '~/server/modules/audit/audit.router';
import { authRouter } from '~/server/modules/auth/auth.router';
import { blogRouter } from '~/server/modules/blog/blog.router';
import { contactRouter } from '~/server/modules/contact/contact.router';
import { customLinkRouter } from '~/server/modules/custom-link/custom-link.router';
import { exportRouter } from '~/server/modules/export/export.router';
import { followRouter } from '~/server/modules/follow/follow.router';
import { importRouter } from '~/server/modules/import/import.router';
import { mediaRouter } from '~/server/modules/media/media.router';
import { outboxRouter } from '~/server/modules/outbox/outbox.router';
import { presenceRouter } from '~/server/modules/presence/presence.router';
import { projectRouter } from '~/server/modules/project/project.router';
import { revisionRouter } from '~/server/modules/revision/revision.router';
import { searchRouter } from '~/server/modules/search/search.router';
import { seriesRouter } from '~/server/modules/series/series.router';
import { seriesItemRouter } from '~/server/modules/series-item/series-item.router';
import { setupRouter } from '~/server/modules/setup/setup.router';
import { socialPlatformRouter } from '~/server/modules/social-platform/social-platform.router';
import { statsRouter } from '~/server/modules/stats/stats.router';
import { subscriberRouter } from '~/server/modules/subscriber/subscriber.router';
import { teamRouter } from '~/server/modules/team/team.router';
import { teamProfileRouter } from '~/server/modules/team-profile/team-profile.router';
import { uploadRouter } from '~/server/modules/upload/upload.router';
import { userRouter } from '~/server/modules/user/user.router';
import { userSocialRouter } from '~/server/modules/user-social/user-social.router';
import { webhookRouter } from '~/server/modules/webhook/webhook.router';

import { createCallerFactory, router } from './init';

export const appRouter = router({
  auth: authRouter,
  setup: setupRouter,
  export: exportRouter,
  import: importRouter,
  user: userRouter,
  team: teamRouter,
  series: seriesRouter,
  seriesItem: seriesItemRouter,
  project: projectRouter,
  customLink: customLinkRouter,
  blog: blogRouter,
  media: mediaRouter,
  teamProfile: teamProfileRouter,
  contact: contactRouter,
  outbox: outboxRouter,
  follow: followRouter,
  socialPlatform: socialPlatformRouter,
  userSocial: userSocialRouter,
  upload: uploadRouter,
  stats: statsRouter,
  audit: auditRouter,
  revision: revisionRouter,
  presence: presenceRouter,
  search: searchRouter,
  subscriber: subscriberRouter,
  webhook: webhookRouter,
  analytics: analyticsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
