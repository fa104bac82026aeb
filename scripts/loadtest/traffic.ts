/**
 * The requests the load test sends, as a visitor's browser would: public pages, and contact
 * messages each from an address of its own (the site runs with TRUSTED_PROXY_HOPS=1, so the
 * X-Forwarded-For it is given is the visitor's address and the per-address limit never trips).
 */
import superjson from 'superjson';

/** The public pages read under load. */
export const PUBLIC_PAGES = ['/', '/blog', '/series', '/projects', '/about', '/contact', '/media'];

/** Every message the test sends carries this in its email address: `<run>-<n>@loadtest.example`. */
export const LOADTEST_EMAIL_DOMAIN = 'loadtest.example';

/** The address of the n-th simulated visitor (10.0.0.0/8 holds 16 million). */
export function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function contactEmail(run: string, n: number): string {
  return `${run}-${n}@${LOADTEST_EMAIL_DOMAIN}`;
}

/** The tRPC request of contact.submit for visitor `n` of `run`. */
export function contactRequest(baseUrl: string, run: string, n: number) {
  return {
    path: '/api/trpc/contact.submit',
    method: 'POST' as const,
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      'x-forwarded-for': visitorAddress(n),
    },
    body: JSON.stringify(
      superjson.serialize({
        name: `Load test visitor ${n}`,
        email: contactEmail(run, n),
        subject: 'Load test',
        message: `Message ${n} of the ${run} run.`,
      }),
    ),
  };
}
