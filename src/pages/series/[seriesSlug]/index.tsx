import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';

import { CustomLinkList } from '~/components/content/CustomLinkList';
import { Seo } from '~/components/layout/Seo';
import { Container } from '~/components/ui/Container';
import { FollowByEmail } from '~/features/follow/FollowByEmail';
import { loadSeriesPage } from '~/features/series/series-data';
import { seriesJsonLd } from '~/features/series/series-json-ld';
import { SeriesHeader } from '~/features/series/SeriesHeader';
import { Timeline } from '~/features/series/Timeline';
import { feedLinks } from '~/lib/feed-links';
import { seriesFeedPath, seriesJsonFeedPath, seriesPath } from '~/lib/public-paths';
import { recordAttribute } from '~/lib/reader-beacon/record-attribute';
import { metaDescription } from '~/lib/shorten-text';
import { seriesCard, shareCardUrl } from '~/server/seo/share-card';
import { ISR_FALLBACK_SECONDS } from '~/server/trpc/server-caller';

type Params = { seriesSlug: string };

export const getStaticPaths: GetStaticPaths<Params> = () =>
  Promise.resolve({ paths: [], fallback: 'blocking' });

export const getStaticProps = (async ({ params }) => {
  const data = await loadSeriesPage(params!.seriesSlug);
  if (!data) return { notFound: true, revalidate: ISR_FALLBACK_SECONDS };
  const feeds = feedLinks(seriesFeedPath(data.series.slug), seriesJsonFeedPath(data.series.slug));
  // Built here, not in the page: their code then stays on the server (first-load budget).
  const jsonLd = seriesJsonLd(data.series, data.timeline.items);
  const description = metaDescription(data.series.shortDescription || data.series.description);
  const image = data.series.imageUrl ?? shareCardUrl(seriesCard(data.series));
  return {
    props: { ...data, feeds, jsonLd, description, image },
    revalidate: ISR_FALLBACK_SECONDS,
  };
}) satisfies GetStaticProps<NonNullable<Awaited<ReturnType<typeof loadSeriesPage>>>, Params>;

export default function SeriesPage({
  series,
  timeline,
  links,
  feeds,
  jsonLd,
  description,
  image,
}: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo
        title={series.title}
        description={description}
        path={seriesPath(series.slug)}
        image={image}
        imageAlt={series.title}
        jsonLd={jsonLd}
        feeds={{ title: series.title, links: feeds }}
      />
      <Container className="flex flex-col gap-12 py-10 sm:py-14">
        <SeriesHeader series={series} links={links} />
        <section
          aria-labelledby="timeline-heading"
          className="flex flex-col gap-6"
          {...recordAttribute('series', series.id)}
        >
          <h2
            id="timeline-heading"
            className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
          >
            Timeline
          </h2>
          <div className="max-w-3xl">
            {/* Keyed: another series' page starts with its own timeline, not this one's. */}
            <Timeline key={series.slug} seriesSlug={series.slug} firstPage={timeline} />
          </div>
        </section>
        <section aria-labelledby="follow-heading" className="flex flex-col gap-4">
          <h2
            id="follow-heading"
            className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
          >
            Follow this series
          </h2>
          <FollowByEmail seriesSlug={series.slug} />
          <CustomLinkList links={feeds} />
        </section>
      </Container>
    </>
  );
}
