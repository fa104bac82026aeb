import type { Prisma } from '~/server/generated/prisma/client';

import { demoId } from './ids';
import { stamped } from './time';
import { ADMIN_USER_ID, EDITOR_USER_ID } from './users';

const GITHUB_ID = demoId('socialPlatform', 1);
const LINKEDIN_ID = demoId('socialPlatform', 2);
const X_ID = demoId('socialPlatform', 3);

export const SOCIAL_PLATFORMS: Prisma.SocialPlatformCreateManyInput[] = [
  {
    id: GITHUB_ID,
    name: 'GitHub',
    iconKey: 'github',
    baseUrl: 'https://github.com/',
    active: true,
    displayOrder: 0,
    ...stamped('2026-09-14T09:20:00Z'),
  },
  {
    id: LINKEDIN_ID,
    name: 'LinkedIn',
    iconKey: 'linkedin',
    baseUrl: 'https://www.linkedin.com/in/',
    active: true,
    displayOrder: 1,
    ...stamped('2026-09-14T09:20:00Z'),
  },
  {
    id: X_ID,
    name: 'X (Twitter)',
    iconKey: 'x',
    baseUrl: 'https://x.com/',
    active: true,
    displayOrder: 2,
    ...stamped('2026-09-14T09:20:00Z'),
  },
];

export const USER_SOCIAL_LINKS: Prisma.UserSocialLinkCreateManyInput[] = [
  {
    id: demoId('userSocialLink', 1),
    userId: ADMIN_USER_ID,
    platformId: GITHUB_ID,
    url: 'https://github.com/maya-chen-nw',
    ...stamped('2026-09-14T09:25:00Z'),
  },
  {
    id: demoId('userSocialLink', 2),
    userId: ADMIN_USER_ID,
    platformId: LINKEDIN_ID,
    url: 'https://www.linkedin.com/in/maya-chen-nw',
    ...stamped('2026-09-14T09:25:00Z'),
  },
  {
    id: demoId('userSocialLink', 3),
    userId: EDITOR_USER_ID,
    platformId: GITHUB_ID,
    url: 'https://github.com/daniel-okafor-nw',
    ...stamped('2026-09-14T09:26:00Z'),
  },
];
