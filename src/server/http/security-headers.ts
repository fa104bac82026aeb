import { createHash } from 'node:crypto';

import { AFTER_FIRST_FRAME_LOADER } from '../../lib/after-first-frame-scripts';

/** The CSP source of an inline script's exact text. */
function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/**
 * The Content-Security-Policy of every page: scripts only from this site and the one inline
 * loader (by its hash; the JSON of `__NEXT_DATA__` and JSON-LD are data, not run), images from
 * anywhere over HTTPS (posts embed images by URL), YouTube embeds, uploads to this server or to
 * its own UploadThing app, and no framing by other sites. Styles keep 'unsafe-inline': images
 * and the editor set style attributes.
 */
export function contentSecurityPolicy(uploadHost: string | null): string {
  const uploads = uploadHost ? ` https://${uploadHost} https://*.ingest.uploadthing.com` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHash(AFTER_FIRST_FRAME_LOADER)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self'",
    `connect-src 'self'${uploads}`,
    // The proof-of-work widget of the follow form starts its workers from blob: URLs its own
    // (same-site) script made.
    "worker-src 'self' blob:",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every response of the production server carries. */
export function securityHeaders(uploadHost: string | null): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(uploadHost) },
    // Browsers act on it over HTTPS only; a year, subdomains included.
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}
