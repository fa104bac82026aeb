import {
  ABOUT_PATH,
  BLOG_PATH,
  CONTACT_PATH,
  HOME_PATH,
  MEDIA_PATH,
  PROJECTS_PATH,
  SERIES_PATH,
} from '~/lib/public-paths';

export const SITE_NAME = 'Teamfolio';
export const SITE_TAGLINE =
  'Building the future through innovation, collaboration and elegant solutions.';
export const SITE_DESCRIPTION =
  'Follow our team’s 8-week AI hackathon journey: series, projects, media and insights, built in public.';

/** The top navigation, in this order on every page. */
export const NAV_LINKS: ReadonlyArray<{ href: string; label: string }> = [
  { href: HOME_PATH, label: 'Home' },
  { href: SERIES_PATH, label: 'Series' },
  { href: PROJECTS_PATH, label: 'Projects' },
  { href: MEDIA_PATH, label: 'Media' },
  { href: ABOUT_PATH, label: 'About' },
  { href: BLOG_PATH, label: 'Blog' },
  { href: CONTACT_PATH, label: 'Contact' },
];

/** Whether a nav link is the current section ('/blog' is current on '/blog/123'). */
export function isCurrentPath(href: string, pathname: string): boolean {
  if (href === HOME_PATH) return pathname === HOME_PATH;
  return pathname === href || pathname.startsWith(`${href}/`);
}
