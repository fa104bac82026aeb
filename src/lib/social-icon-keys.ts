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

export function isSocialIconKey(key: string): key is SocialIconKey {
  return (SOCIAL_ICON_KEYS as readonly string[]).includes(key);
}
