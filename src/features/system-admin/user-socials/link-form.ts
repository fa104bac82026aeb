import { z } from 'zod';

import { upsertUserSocialInput } from '~/schemas/social';
import type { RouterOutputs } from '~/utils/api';

export type AdminUserLink = RouterOutputs['userSocial']['systemList']['items'][number];

/** The link dialog's form: the upsert call's input, for a chosen user. */
export const linkFormSchema = upsertUserSocialInput.extend({
  userId: z.string().min(1, 'Choose a user.'),
  platformId: z.string().min(1, 'Choose a platform.'),
});
export type LinkFormValues = z.input<typeof linkFormSchema>;

/** Fields whose server errors are shown beside them. */
export const LINK_FORM_FIELDS = [
  'userId',
  'platformId',
  'url',
] as const satisfies readonly (keyof LinkFormValues)[];

export function linkFormFrom(link: AdminUserLink | null): LinkFormValues {
  if (!link) return { userId: '', platformId: '', url: 'https://' };
  return { userId: link.user.id, platformId: link.platform.id, url: link.url };
}
