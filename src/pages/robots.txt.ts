import { absoluteUrl } from '~/lib/site-url';
import { buildRobotsTxt } from '~/features/seo/robots';
import { serveText } from '~/features/seo/serve-text';

/** /robots.txt: crawl everything public, not the signed-in areas; points to the sitemap. */
export const getServerSideProps = serveText('text/plain; charset=utf-8', async () =>
  buildRobotsTxt(absoluteUrl('/sitemap.xml')),
);

/** Never rendered: getServerSideProps answers with the file itself. */
export default function RobotsTxt() {
  return null;
}
