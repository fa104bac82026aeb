import type { GetServerSideProps } from 'next';

/** Feeds are cheap to cache: a CDN serves them for 5 minutes, then refreshes in the background. */
export const FEED_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=600';

/**
 * getServerSideProps for a route that answers with a generated text document (RSS, sitemap,
 * robots.txt) instead of a page: it writes the response itself, so Next renders nothing.
 */
export function serveText(contentType: string, generate: () => Promise<string>) {
  const getServerSideProps: GetServerSideProps = async ({ res }) => {
    const body = await generate();
    res.statusCode = 200;
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', FEED_CACHE_CONTROL);
    res.end(body);
    return { props: {} };
  };
  return getServerSideProps;
}
