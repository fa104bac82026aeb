import { z } from 'zod';

import { SOCIAL_ICON_KEYS } from '~/lib/social-icon-keys';

import { httpUrl, idSchema, pageInput, requiredText } from './common';
import { listUsersInput } from './user';

export const createSocialPlatformInput = z.object({
  name: requiredText('Name', 100),
  iconKey: z.enum(SOCIAL_ICON_KEYS, {
    message: `Icon must be one of: ${SOCIAL_ICON_KEYS.join(', ')}.`,
  }),
  baseUrl: httpUrl,
  active: z.boolean().default(true),
  /** Position in the platforms' order; a new platform without one goes last. */
  displayOrder: z.number().int('Order must be a whole number.').optional(),
});
export type CreateSocialPlatformInput = z.infer<typeof createSocialPlatformInput>;

export const updateSocialPlatformInput = createSocialPlatformInput.extend({ id: idSchema });
export type UpdateSocialPlatformInput = z.infer<typeof updateSocialPlatformInput>;

export const socialPlatformIdInput = z.object({ id: idSchema });
export type SocialPlatformIdInput = z.infer<typeof socialPlatformIdInput>;

export const reorderSocialPlatformsInput = z.object({
  ids: z.array(idSchema).max(200, 'At most 200 platforms.'),
});
export type ReorderSocialPlatformsInput = z.infer<typeof reorderSocialPlatformsInput>;

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

/** Every user's links, for system admins: by a user's name or email, and by platform. */
export const systemListUserSocialsInput = pageInput.extend({
  search: listUsersInput.shape.search,
  platformId: idSchema.nullish(),
});
export type SystemListUserSocialsInput = z.infer<typeof systemListUserSocialsInput>;
