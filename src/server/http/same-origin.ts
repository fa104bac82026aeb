import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a browser sent the request from another site's page: its `Origin` names another host
 * than the one the request was sent to (what the browser's address bar had). A request without
 * an `Origin` is not a cross-site browser request, since browsers send one with every POST.
 */
export function isCrossSite(headers: Pick<IncomingHttpHeaders, 'origin' | 'host'>): boolean {
  const { origin, host } = headers;
  if (origin === undefined) return false;
  try {
    return host === undefined || new URL(origin).host !== host;
  } catch {
    return true;
  }
}
