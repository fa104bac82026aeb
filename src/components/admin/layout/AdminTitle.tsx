import Head from 'next/head';

import { SITE_NAME } from '~/lib/site-config';

/** The document title of a signed-in page; such pages are never indexed. */
export function AdminTitle({ title }: { title: string }) {
  return (
    <Head>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
    </Head>
  );
}
