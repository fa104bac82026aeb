/** Signed-in areas and endpoints: nothing there is meant for search results. */
export const PRIVATE_PATHS = [
  '/admin',
  '/system-admin',
  '/api',
  '/auth',
  '/setup',
  '/teams',
] as const;

/**
 * Uploaded images are served under /api; crawlers (and link-preview bots, which honour
 * robots.txt) must still fetch them for image search and og:image cards.
 */
const PUBLIC_API_PATHS = ['/api/uploads/'] as const;

/** robots.txt: everything public may be crawled except the private areas; names the sitemap. */
export function buildRobotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PUBLIC_API_PATHS.map((path) => `Allow: ${path}`),
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
