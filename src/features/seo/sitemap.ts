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

/** The latest of some dates (null when there are none): a list page changes when its content does. */
export function latestDate(dates: ReadonlyArray<Date | null | undefined>): Date | null {
  let latest: Date | null = null;
  for (const date of dates) {
    if (date && (!latest || date > latest)) latest = date;
  }
  return latest;
}
