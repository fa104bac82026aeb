/**
 * The reader beacon in the browser: a view for every page shown (client-side navigations too)
 * and, on a post or an item, one read per view once the reader reaches the end of its content
 * (or 75 % of it). Loaded by the public layout with a dynamic import, after the page is
 * interactive, so it is in no page's first-load JavaScript. No cookies, no storage: it sends
 * with navigator.sendBeacon to this site's own endpoint, nothing else.
 */
import { BEACON_PATH, deviceClassOf, type BeaconBody } from './beacon';
import { RECORD_ATTRIBUTE } from './record-attribute';

/** Share of the content's height that counts as read once it has scrolled into view. */
const READ_SHARE = 0.75;
/** A content short enough to be seen whole is read after this long on the page. */
const SHORT_CONTENT_READ_MS = 10_000;

let stopWatching = () => {};
/** After a client-side navigation the referrer is still the first page's: only its view has one. */
let referrer: string | undefined = document.referrer;

function send(body: BeaconBody): void {
  // A string goes as text/plain: no preflight, and the endpoint reads it as JSON.
  navigator.sendBeacon?.(BEACON_PATH, JSON.stringify(body));
}

/** Reports the page now shown: call once per page, after it has rendered. */
export function pageShown(): void {
  stopWatching();
  const content = document.querySelector(`[${RECORD_ATTRIBUTE}]`);
  const record = content?.getAttribute(RECORD_ATTRIBUTE) ?? undefined;
  const query = new URLSearchParams(location.search);
  const page = {
    path: location.pathname,
    record,
    device: deviceClassOf(innerWidth),
    webdriver: navigator.webdriver,
  };
  const view: BeaconBody = { kind: 'view', ...page, referrer };
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    view[name] = query.get(name) ?? undefined;
  }
  send(view);
  referrer = undefined;
  if (!content || !/^(post|item):/.test(record ?? '')) return;
  // One read per view: once the bottom of READ_SHARE of the content is in the viewport.
  const check = () => {
    const box = content.getBoundingClientRect();
    if (box.top + box.height * READ_SHARE > innerHeight) return;
    stopWatching();
    send({ kind: 'read', ...page });
  };
  const timer = setTimeout(check, SHORT_CONTENT_READ_MS);
  addEventListener('scroll', check, { passive: true });
  stopWatching = () => {
    clearTimeout(timer);
    removeEventListener('scroll', check);
  };
}
