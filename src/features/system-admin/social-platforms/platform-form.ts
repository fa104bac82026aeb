import type { z } from 'zod';

import { isSocialIconKey, type SocialIconKey } from '~/lib/social-icon-keys';
import type { createSocialPlatformInput } from '~/schemas/social';
import type { RouterOutputs } from '~/utils/api';

export type AdminPlatform = RouterOutputs['socialPlatform']['adminList'][number];

/** The platform dialog's values: the create call's input but the order (a new one goes last). */
export type PlatformFormValues = Omit<z.input<typeof createSocialPlatformInput>, 'displayOrder'>;

/** Fields whose server errors are shown beside them. */
export const PLATFORM_FORM_FIELDS = [
  'name',
  'iconKey',
  'baseUrl',
  'active',
] as const satisfies readonly (keyof PlatformFormValues)[];

/** How the icon select names each icon. */
export const ICON_LABELS: Record<SocialIconKey, string> = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  instagram: 'Instagram',
  mastodon: 'Mastodon',
  website: 'Website (globe)',
};

export function platformFormFrom(platform: AdminPlatform | null): PlatformFormValues {
  if (!platform) return { name: '', iconKey: 'website', baseUrl: 'https://', active: true };
  const { name, baseUrl, active } = platform;
  const iconKey = isSocialIconKey(platform.iconKey) ? platform.iconKey : 'website';
  return { name, iconKey, baseUrl, active };
}
