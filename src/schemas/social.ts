import { z } from 'zod';

import { httpUrl, idSchema, requiredText } from './common';

/** Icons the UI can draw for a social platform. */
export const SOCIAL_ICON_KEYS = [
  'github',
  'linkedin',
  'x',
  'youtube',
  'instagram',
  'mastodon',
  'website',
] as const;
export type SocialIconKey = (typeof SOCIAL_ICON_KEYS)[number];

export const createSocialPlatformInput = z.object({
  name: requiredText('Name', 100),
  iconKey: z.enum(SOCIAL_ICON_KEYS, {
    message: `Icon must be one of: ${SOCIAL_ICON_KEYS.join(', ')}.`,
  }),
  baseUrl: httpUrl,
  active: z.boolean().default(true),
  displayOrder: z.number().int('Order must be a whole number.').default(0),
});
export type CreateSocialPlatformInput = z.infer<typeof createSocialPlatformInput>;

export const updateSocialPlatformInput = createSocialPlatformInput.extend({ id: idSchema });
export type UpdateSocialPlatformInput = z.infer<typeof updateSocialPlatformInput>;

export const socialPlatformIdInput = z.object({ id: idSchema });
export type SocialPlatformIdInput = z.infer<typeof socialPlatformIdInput>;

/** `userId` is for system admins acting on another user; absent means the caller. */
const targetUser = z.object({ userId: idSchema.optional() });

export const userSocialListInput = targetUser.optional();
export const userSocialUpsertInput = targetUser.extend({ platformId: idSchema, url: httpUrl });
export const userSocialDeleteInput = targetUser.extend({ platformId: idSchema });
export type UserSocialUpsertInput = z.infer<typeof userSocialUpsertInput>;
