import { SITEMAP_PATH } from '~/lib/public-paths';
import { absoluteUrl } from '~/lib/site-url';
import { buildRobotsTxt } from '~/server/seo/robots';
import { serveDocument } from '~/server/seo/serve-document';

/** /robots.txt: crawl everything public, not the signed-in areas; points to the sitemap. */
export const getServerSideProps = serveDocument({
  contentType: 'text/plain; charset=utf-8',
  path: () => '/robots.txt',
  generate: () => Promise.resolve(buildRobotsTxt(absoluteUrl(SITEMAP_PATH))),
});

/** Never rendered: getServerSideProps answers with the file itself. */
export default function RobotsTxt() {
  return null;
}
