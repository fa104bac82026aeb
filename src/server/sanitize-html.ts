import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Blog HTML is sanitised once, on write, so every reader (pages, feeds, the API) gets the same
 * harmless markup. An allow-list of rich-text tags and attributes; everything else is dropped.
 */

const YOUTUBE_EMBED_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const YOUTUBE_EMBED_PATH = /^\/embed\/[A-Za-z0-9_-]{11}$/;

/** Only YouTube's embed player may be framed: https, a YouTube host, /embed/<video id>. */
function isYouTubeEmbed(src: string | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return (
      url.protocol === 'https:' &&
      YOUTUBE_EMBED_HOSTS.has(url.hostname) &&
      YOUTUBE_EMBED_PATH.test(url.pathname)
    );
  } catch {
    return false;
  }
}

type Attributes = Record<string, string>;

/**
 * sanitize-html checks the scheme of absolute URLs; relative ones must also be site paths
 * ("/uploads/…") or fragments ("#notes"): "photo.png" would depend on the page's own address.
 */
const ROOTED_OR_ABSOLUTE = /^\s*(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

function withoutBareRelativeUrl(attribs: Attributes, name: 'href' | 'src'): Attributes {
  const { [name]: url, ...rest } = attribs;
  return url !== undefined && ROOTED_OR_ABSOLUTE.test(url) ? attribs : rest;
}

/** Links may open a new tab, and then never hand it a reference to this page. */
function linkAttributes({ target, ...attribs }: Attributes): Attributes {
  const link = withoutBareRelativeUrl(attribs, 'href');
  return target === '_blank' ? { ...link, target, rel: 'noopener noreferrer' } : link;
}

const options: IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's'],
    ...['ul', 'ol', 'li', 'a', 'img', 'iframe'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  // "//host/path" would leave the site without naming a scheme; site paths ("/uploads/…") stay.
  allowProtocolRelative: false,
  allowedIframeHostnames: [...YOUTUBE_EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  // Dropped together with their content, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: withoutBareRelativeUrl(attribs, 'src') }),
  },
  // An iframe whose src was refused (or is not an embed player) goes away entirely.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isYouTubeEmbed(frame.attribs.src),
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options);
}

function withAbsolutePath(
  attribs: Attributes,
  name: 'href' | 'src',
  toAbsolute: (path: string) => string,
): Attributes {
  const url = attribs[name];
  return url?.startsWith('/') && !url.startsWith('//')
    ? { ...attribs, [name]: toAbsolute(url) }
    : attribs;
}

/**
 * The same sanitising, with site paths in links and images made absolute: feed readers show the
 * HTML away from the site. A parser finds the attributes; text may well read `href="/…"`.
 */
export function sanitizeHtmlWithAbsoluteUrls(
  html: string,
  toAbsolute: (path: string) => string,
): string {
  return sanitizeHtml(html, {
    ...options,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: withAbsolutePath(linkAttributes(attribs), 'href', toAbsolute),
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: withAbsolutePath(withoutBareRelativeUrl(attribs, 'src'), 'src', toAbsolute),
      }),
    },
  });
}
