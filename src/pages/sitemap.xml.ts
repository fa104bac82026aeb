import { SITEMAP_PATH } from '~/lib/public-paths';
import { serveDocument } from '~/server/seo/serve-document';
import { buildSitemap } from '~/server/seo/sitemap';
import { loadSitemapEntries } from '~/server/seo/sitemap-source';
import { serverCaller } from '~/server/trpc/server-caller';

/** /sitemap.xml: every public URL with the time its content last changed. */
export const getServerSideProps = serveDocument({
  contentType: 'application/xml; charset=utf-8',
  path: () => SITEMAP_PATH,
  generate: async () => buildSitemap(await loadSitemapEntries(serverCaller())),
});

/** Never rendered: getServerSideProps answers with the sitemap itself. */
export default function Sitemap() {
  return null;
}
