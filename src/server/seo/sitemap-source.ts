import { absoluteUrl } from '~/lib/site-url';
import { loadPublicPages } from '~/server/public-pages';
import type { serverCaller } from '~/server/trpc/server-caller';

import type { SitemapEntry } from './sitemap';

/** The sitemap's entries: every public page at its absolute URL. */
export async function loadSitemapEntries(
  caller: ReturnType<typeof serverCaller>,
): Promise<SitemapEntry[]> {
  const pages = await loadPublicPages(caller);
  return pages.map(({ path, ...dated }) => ({ loc: absoluteUrl(path), ...dated }));
}
