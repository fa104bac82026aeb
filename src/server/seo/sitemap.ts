import { XML_DECLARATION, xmlElement } from './xml';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | null;
}

function urlXml({ loc, lastmod }: SitemapEntry): string {
  return `<url>${xmlElement('loc', loc)}${xmlElement('lastmod', lastmod?.toISOString())}</url>`;
}

/** A sitemaps.org urlset; lastmod in W3C datetime format (ISO 8601, UTC). */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(urlXml),
    '</urlset>',
    '',
  ].join('\n');
}
