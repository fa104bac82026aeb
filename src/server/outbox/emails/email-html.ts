import sanitizeHtml, { type IOptions } from 'sanitize-html';

import { absoluteUrl } from '~/lib/site-url';
import { youTubeVideoId } from '~/lib/youtube';

type Attributes = Record<string, string>;

/** A video's page on YouTube: mail clients play no embedded player, so the email links to it. */
export function youTubeWatchUrl(embedUrl: string): string | null {
  const id = youTubeVideoId(embedUrl);
  return id ? `https://www.youtube.com/watch?v=${id}` : null;
}

const siteAbsolute = (url: string | undefined) =>
  url?.startsWith('/') && !url.startsWith('//') ? absoluteUrl(url) : url;

/** The layout's link colour; its dark-mode style sheet recolours `email-link`. */
const LINK = { class: 'email-link', style: 'color:#4f46e5' };

const CELL_STYLE = 'border:1px solid #a1a1aa;padding:6px 8px;text-align:left;vertical-align:top';

/**
 * A post's stored HTML (sanitised on write) as mail clients take it: site paths made absolute,
 * images no wider than the email, a YouTube player replaced by a link to the video, tables plain
 * with inline borders, and nothing else than simple text markup. A parser does the work, so text
 * that merely reads like markup stays text.
 */
const emailOptions: IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's'],
    ...['ul', 'ol', 'li', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'class', 'style'],
    img: ['src', 'alt', 'width', 'style'],
    blockquote: ['style'],
    ol: ['start'],
    table: ['style'],
    th: ['colspan', 'rowspan', 'style'],
    td: ['colspan', 'rowspan', 'style'],
  },
  allowedClasses: { a: ['email-link'] },
  allowedStyles: {
    a: { color: [/^#4f46e5$/] },
    img: {
      display: [/^block$/],
      'max-width': [/^100%$/],
      height: [/^auto$/],
      margin: [/^0 0 16px$/],
    },
    blockquote: {
      'border-left': [/^3px solid #a1a1aa$/],
      margin: [/^0 0 16px$/],
      padding: [/^0 0 0 14px$/],
    },
    table: { 'border-collapse': [/^collapse$/], width: [/^100%$/], margin: [/^0 0 16px$/] },
    th: cellStyles(),
    td: cellStyles(),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp'],
  transformTags: {
    // An email has one title (the record's): the content's headings sit below it.
    h1: 'h2',
    a: (tagName, { href }: Attributes) => ({
      tagName,
      attribs: { ...(href ? { href: siteAbsolute(href)! } : {}), ...LINK },
    }),
    img: (tagName, { src, alt, width }: Attributes) => ({
      tagName,
      attribs: {
        ...(src ? { src: siteAbsolute(src)! } : {}),
        alt: alt ?? '',
        ...(width ? { width } : {}),
        style: 'display:block;max-width:100%;height:auto;margin:0 0 16px',
      },
    }),
    blockquote: (tagName) => ({
      tagName,
      attribs: { style: 'border-left:3px solid #a1a1aa;margin:0 0 16px;padding:0 0 0 14px' },
    }),
    // Any other frame is dropped: iframe is not an allowed tag.
    iframe: (tagName, { src }: Attributes): sanitizeHtml.Tag => {
      const watch = src ? youTubeWatchUrl(src) : null;
      if (!watch) return { tagName, attribs: {} };
      return {
        tagName: 'a',
        attribs: { href: watch, ...LINK },
        text: 'Watch the video on YouTube',
      };
    },
    table: (tagName) => ({
      tagName,
      attribs: { style: 'border-collapse:collapse;width:100%;margin:0 0 16px' },
    }),
    th: (tagName, attribs: Attributes) => ({ tagName, attribs: { ...attribs, style: CELL_STYLE } }),
    td: (tagName, attribs: Attributes) => ({ tagName, attribs: { ...attribs, style: CELL_STYLE } }),
  },
};

function cellStyles() {
  return {
    border: [/^1px solid #a1a1aa$/],
    padding: [/^6px 8px$/],
    'text-align': [/^left$/],
    'vertical-align': [/^top$/],
  };
}

/** Stored post HTML made fit for an email (see emailOptions). */
export function emailSafeHtml(html: string): string {
  return sanitizeHtml(html, emailOptions);
}
