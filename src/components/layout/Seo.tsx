import Head from 'next/head';

import type { FeedLink } from '~/lib/feed-links';
import { SITE_DESCRIPTION, SITE_NAME } from '~/lib/site-config';
import { absoluteUrl } from '~/lib/site-url';

export interface SeoProps {
  /** The page's own title; the site name is appended ('Blog | Teamfolio'). */
  title?: string;
  description?: string;
  /** The page's path ('/blog/123'), for the canonical and og:url. */
  path: string;
  /** An absolute URL or a site path. */
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'article';
  /** Structured data (schema.org objects), embedded as application/ld+json. */
  jsonLd?: object | object[];
  /** Feeds announced to feed readers (`<link rel="alternate">`), under their feed's title. */
  feeds?: { title: string; links: FeedLink[] };
  noindex?: boolean;
}

/** Title, description, canonical, Open Graph, Twitter card, feeds and JSON-LD for one page. */
export function Seo({
  title,
  description = SITE_DESCRIPTION,
  path,
  image,
  imageAlt,
  type = 'website',
  jsonLd,
  feeds,
  noindex = false,
}: SeoProps) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const url = absoluteUrl(path);
  const imageUrl = image ? absoluteUrl(image) : null;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {feeds?.links.map(({ id, linkUrl }) => (
        <link key={id} rel="alternate" type={id} title={feeds.title} href={linkUrl} />
      ))}
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON-LD must be raw JSON; `<` is escaped so content cannot close the script tag.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      )}
    </Head>
  );
}
