import type { ComponentType } from 'react';

import { GitHubIcon, icon, type IconProps } from '~/components/ui/icons';
import { YouTubeIcon } from '~/components/ui/media-icons';
import { isSocialIconKey, type SocialIconKey } from '~/lib/social-icon-keys';

// Brand icons only the social links use (the shared icons module ships with every page).
export const LinkedInIcon = icon(
  <>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
    <rect x="2" y="9" width="4" height="12" />
    <circle cx="4" cy="4" r="2" />
  </>,
);
export const XLogoIcon = icon(<path d="M4 4l11.7 16H20L8.3 4zM4 20l6.8-6.8M13.2 10.8 20 4" />);
const InstagramIcon = icon(
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <path d="M16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4zM17.5 6.5h.01" />
  </>,
);
const MastodonIcon = icon(
  <path d="M18.6 15.3c-1.8 1.7-6.6 1.6-6.6 1.6a18 18 0 0 1-3.3-.3c1.1 2 4.1 2.8 9 2.5-1.9 2-13.6 5.3-13.7-7.6v-1.2c0-3 0-4.1 1.4-5.6C7.1 2.8 12 3 12 3s5-.2 6.6 1.7c1.4 1.5 1.4 2.6 1.4 5.6s-.5 4.1-1.4 5zM12 11.2V8.3C12 7 11.1 6 10 6s-2 1-2 2.3V13m4-4.7C12 7 12.9 6 14 6s2 1 2 2.3V13" />,
);
const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
  </>,
);

const SOCIAL_ICONS: Record<SocialIconKey, ComponentType<IconProps>> = {
  github: GitHubIcon,
  linkedin: LinkedInIcon,
  x: XLogoIcon,
  youtube: YouTubeIcon,
  instagram: InstagramIcon,
  mastodon: MastodonIcon,
  website: GlobeIcon,
};

/** The icon of a social platform's icon key; an unknown key gets the generic website globe. */
export function socialIcon(iconKey: string): ComponentType<IconProps> {
  return isSocialIconKey(iconKey) ? SOCIAL_ICONS[iconKey] : GlobeIcon;
}
