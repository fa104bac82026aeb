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
