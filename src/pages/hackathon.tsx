import type { GetStaticProps } from 'next';

import { Seo } from '~/components/layout/Seo';
import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { ArrowRightIcon } from '~/components/ui/icons';
import { PageHeader } from '~/components/ui/PageHeader';
import { HackathonEmptyState } from '~/features/hackathon/HackathonEmptyState';
import {
  groupByWeek,
  pickJourneySeries,
  type JourneySeries,
  type JourneyWeek,
} from '~/features/hackathon/journey';
import { JourneyProgress } from '~/features/hackathon/JourneyProgress';
import { WeekTimeline } from '~/features/hackathon/WeekTimeline';
import { SectionHeader } from '~/features/home/SectionHeader';
import { SeriesDateRange } from '~/features/series/SeriesDateRange';
import { SeriesStatusBadge } from '~/features/series/SeriesStatusBadge';
import { HACKATHON_PATH, seriesItemPath, seriesPath } from '~/lib/public-paths';
import { absoluteUrl } from '~/lib/site-url';
import { ISR_FALLBACK_SECONDS, serialize, serverCaller } from '~/server/trpc/server-caller';

type HackathonPageProps =
  { series: JourneySeries; weeks: JourneyWeek[] } | { series: null; weeks: [] };

/** Enough for every item of an 8-week series; the grid shows weeks 1–8 only. */
const ITEM_LIMIT = 100;

export const getStaticProps: GetStaticProps<HackathonPageProps> = async () => {
  const caller = serverCaller();
  const series = pickJourneySeries(serialize(await caller.series.featured({ limit: 20 })));
  if (!series) return { props: { series: null, weeks: [] }, revalidate: ISR_FALLBACK_SECONDS };
  const { items } = await caller.seriesItem.list({ seriesId: series.id, limit: ITEM_LIMIT });
  const { id, slug, title, shortDescription, description, status, startDate, endDate } = series;
  return {
    props: {
      series: { id, slug, title, shortDescription, description, status, startDate, endDate },
      weeks: groupByWeek(items),
    },
    revalidate: ISR_FALLBACK_SECONDS,
  };
};

const TITLE = 'The 8-Week AI Hackathon';
const DESCRIPTION =
  'Follow our 8-week AI hackathon week by week: the updates, milestones, tutorials and announcements we publish along the way.';

function journeyJsonLd(series: JourneySeries, weeks: JourneyWeek[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWorkSeries',
    name: series.title,
    description: series.shortDescription ?? series.description,
    url: absoluteUrl(seriesPath(series.slug)),
    ...(series.startDate && { startDate: series.startDate.slice(0, 10) }),
    ...(series.endDate && { endDate: series.endDate.slice(0, 10) }),
    hasPart: weeks.flatMap(({ items }) =>
      items.map((item) => ({
        '@type': 'CreativeWork',
        name: item.title,
        abstract: item.summary,
        url: absoluteUrl(seriesItemPath(series.slug, item.id)),
      })),
    ),
  };
}

export default function HackathonPage({ series, weeks }: HackathonPageProps) {
  return (
    <>
      <Seo
        title={TITLE}
        description={DESCRIPTION}
        path={HACKATHON_PATH}
        jsonLd={series ? journeyJsonLd(series, weeks) : undefined}
      />
      <div className="bg-linear-to-b from-brand-50 to-white dark:from-brand-950/40 dark:to-slate-950">
        <Container width="narrow" className="py-16 sm:py-20">
          <PageHeader
            eyebrow="Our Journey"
            title={series?.title ?? TITLE}
            description={series ? (series.shortDescription ?? series.description) : DESCRIPTION}
          >
            {series && (
              <div className="flex flex-col gap-6">
                <div className="flex flex-wrap items-center gap-3">
                  <SeriesStatusBadge status={series.status} />
                  <SeriesDateRange startDate={series.startDate} endDate={series.endDate} />
                </div>
                <JourneyProgress weeks={weeks} />
              </div>
            )}
          </PageHeader>
        </Container>
      </div>
      <Container width="narrow" className="flex flex-col gap-10 pb-20">
        {series ? (
          <section aria-labelledby="weeks-heading" className="flex flex-col gap-8">
            <SectionHeader
              id="weeks-heading"
              title="Week by Week"
              description="Every published update of the series, grouped by the week it belongs to."
            />
            <WeekTimeline seriesSlug={series.slug} weeks={weeks} />
            <div>
              <ButtonLink href={seriesPath(series.slug)} variant="outline">
                View the Full Series
                <ArrowRightIcon className="size-4" />
              </ButtonLink>
            </div>
          </section>
        ) : (
          <HackathonEmptyState />
        )}
      </Container>
    </>
  );
}
