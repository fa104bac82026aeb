import type { GetStaticProps } from 'next';

import { Seo } from '~/components/layout/Seo';
import { ClosingCta } from '~/features/home/ClosingCta';
import { FeaturedProjectsSection } from '~/features/home/FeaturedProjectsSection';
import { FeaturedSeriesSection } from '~/features/home/FeaturedSeriesSection';
import { HomeHero } from '~/features/home/HomeHero';
import { LatestInsightsSection } from '~/features/home/LatestInsightsSection';
import { loadHomeData } from '~/features/home/load-home-data';
import type { HomeData } from '~/features/home/types';
import { HOME_PATH } from '~/lib/public-paths';
import { SITE_DESCRIPTION, SITE_NAME } from '~/lib/site-config';
import { absoluteUrl } from '~/lib/site-url';
import { ISR_FALLBACK_SECONDS } from '~/server/trpc/server-caller';

export const getStaticProps: GetStaticProps<HomeData> = async () => ({
  props: await loadHomeData(),
  revalidate: ISR_FALLBACK_SECONDS,
});

const HOME_JSON_LD = [
  {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(HOME_PATH),
    logo: absoluteUrl('/favicon.svg'),
    description: SITE_DESCRIPTION,
  },
  {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl(HOME_PATH),
    description: SITE_DESCRIPTION,
  },
];

export default function HomePage({ featuredSeries, featuredProjects, latestPosts }: HomeData) {
  return (
    <>
      <Seo path={HOME_PATH} jsonLd={HOME_JSON_LD} />
      <HomeHero />
      {featuredSeries.length > 0 && <FeaturedSeriesSection series={featuredSeries} />}
      <FeaturedProjectsSection projects={featuredProjects} />
      <LatestInsightsSection posts={latestPosts} />
      <ClosingCta />
    </>
  );
}
