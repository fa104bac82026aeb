/**
 * Pasted HTML (a word processor, a web page) reduced to structure before the editor reads it:
 * what the server's sanitiser would drop goes here too, so the editor never shows what the page
 * will not. The editor's schema then keeps only the nodes and marks it knows.
 */

/** Dropped with everything inside them. */
const DROPPED_ELEMENTS =
  'script,style,noscript,template,title,meta,link,object,embed,form,input,button,select,textarea,svg,math,xmp';
/** URLs that stay: http(s), mailto, site paths and fragments. */
const SAFE_URL = /^\s*(?:https?:|mailto:|\/(?!\/)|#)/i;
const YOUTUBE_EMBED =
  /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}(?:[?#]|$)/;
const URL_ATTRIBUTES = ['href', 'src'];
/** Attributes the editor's nodes read; every other one (handlers, styles, classes) goes. */
const KEPT_ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'colspan',
  'rowspan',
  'start',
  'width',
  'height',
  'data-youtube-video',
]);

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(DROPPED_ELEMENTS).forEach((element) => element.remove());
  doc.querySelectorAll('iframe').forEach((frame) => {
    if (!YOUTUBE_EMBED.test(frame.getAttribute('src') ?? '')) frame.remove();
  });
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      const unsafeUrl = URL_ATTRIBUTES.includes(name) && !SAFE_URL.test(value);
      if (!KEPT_ATTRIBUTES.has(name) || unsafeUrl) element.removeAttribute(name);
    }
  });
  return doc.body.innerHTML;
}
