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

let stopWatching: (() => void) | undefined;
let firstView = true;

function send(body: BeaconBody): void {
  // A string goes as text/plain: no preflight, and the endpoint reads it as JSON.
  navigator.sendBeacon?.(BEACON_PATH, JSON.stringify(body));
}

/** Calls `onRead` once, when the bottom of READ_SHARE of `content` is in the viewport. */
function watchReading(content: Element, onRead: () => void): () => void {
  const check = () => {
    const box = content.getBoundingClientRect();
    if (box.top + box.height * READ_SHARE <= innerHeight) {
      stop();
      onRead();
    }
  };
  const timer = setTimeout(check, SHORT_CONTENT_READ_MS);
  const stop = () => {
    clearTimeout(timer);
    removeEventListener('scroll', check);
  };
  addEventListener('scroll', check, { passive: true });
  return stop;
}

/** Reports the page now shown: call once per page, after it has rendered. */
export function pageShown(): void {
  stopWatching?.();
  stopWatching = undefined;
  const content = document.querySelector(`[${RECORD_ATTRIBUTE}]`);
  const record = content?.getAttribute(RECORD_ATTRIBUTE) ?? undefined;
  const query = new URLSearchParams(location.search);
  const utm = (name: string) => query.get(`utm_${name}`) ?? undefined;
  const page = {
    path: location.pathname,
    record,
    device: deviceClassOf(innerWidth),
    webdriver: navigator.webdriver,
  };
  send({
    kind: 'view',
    ...page,
    // After a client-side navigation the referrer is still the first page's: only the first
    // view of a visit came from it.
    referrer: firstView ? document.referrer : undefined,
    utm_source: utm('source'),
    utm_medium: utm('medium'),
    utm_campaign: utm('campaign'),
  });
  firstView = false;
  if (content && /^(post|item):/.test(record ?? '')) {
    stopWatching = watchReading(content, () => send({ kind: 'read', ...page }));
  }
}
