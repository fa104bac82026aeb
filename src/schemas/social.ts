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

/** Whose social links a call is about: absent means the caller's own. */
export const userSocialOwnerInput = z.object({ userId: idSchema.optional() });
export type UserSocialOwnerInput = z.infer<typeof userSocialOwnerInput>;

export const listUserSocialsInput = userSocialOwnerInput.optional();
export type ListUserSocialsInput = z.infer<typeof listUserSocialsInput>;

export const upsertUserSocialInput = userSocialOwnerInput.extend({
  platformId: idSchema,
  url: httpUrl,
});
export type UpsertUserSocialInput = z.infer<typeof upsertUserSocialInput>;

export const deleteUserSocialInput = userSocialOwnerInput.extend({ platformId: idSchema });
export type DeleteUserSocialInput = z.infer<typeof deleteUserSocialInput>;
