import { serveText } from '~/features/seo/serve-text';
import { buildSitemap } from '~/features/seo/sitemap';
import { loadSitemapEntries } from '~/features/seo/sitemap-source';
import { serverCaller } from '~/server/trpc/server-caller';

/** /sitemap.xml: every public URL with the time its content last changed. */
export const getServerSideProps = serveText('application/xml; charset=utf-8', async () =>
  buildSitemap(await loadSitemapEntries(serverCaller())),
);

/** Never rendered: getServerSideProps answers with the sitemap itself. */
export default function Sitemap() {
  return null;
}
