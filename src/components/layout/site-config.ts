export const SITE_NAME = 'Teamfolio';
export const SITE_TAGLINE =
  'Building the future through innovation, collaboration and elegant solutions.';
export const SITE_DESCRIPTION =
  'Follow our team’s 8-week AI hackathon journey: series, projects, media and insights, built in public.';

/** The top navigation, in the spec's order (§2). */
export const NAV_LINKS: ReadonlyArray<{ href: string; label: string }> = [
  { href: '/', label: 'Home' },
  { href: '/series', label: 'Series' },
  { href: '/projects', label: 'Projects' },
  { href: '/media', label: 'Media' },
  { href: '/about', label: 'About' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

/**
 * The public origin for canonical and Open Graph URLs. NEXT_PUBLIC_ variables are inlined at
 * build time, so server and browser agree; set NEXT_PUBLIC_SITE_URL when building for a domain.
 */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(
  /\/+$/,
  '',
);

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Whether a nav link is the current section ('/blog' is current on '/blog/123'). */
export function isCurrentPath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
