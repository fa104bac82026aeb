import type { GetStaticProps, InferGetStaticPropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { Container } from '~/components/ui/Container';
import { PageHeader } from '~/components/ui/PageHeader';
import { loadSeriesList } from '~/features/series/series-data';
import { seriesListJsonLd } from '~/features/series/series-json-ld';
import { SeriesListView } from '~/features/series/SeriesListView';
import { SERIES_PATH } from '~/lib/public-paths';
import { ISR_FALLBACK_SECONDS } from '~/server/trpc/server-caller';

const DESCRIPTION =
  'Follow our work week by week: every series with its updates, milestones, tutorials and announcements.';

export const getStaticProps = (async () => ({
  props: await loadSeriesList(),
  revalidate: ISR_FALLBACK_SECONDS,
})) satisfies GetStaticProps;

export default function SeriesListPage({ series }: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo
        title="Series"
        description={DESCRIPTION}
        path={SERIES_PATH}
        image={series.items[0]?.imageUrl}
        jsonLd={seriesListJsonLd(series.items)}
      />
      <Container className="flex flex-col gap-12 py-12 sm:py-16">
        <PageHeader eyebrow="Series" title="Our Series" description={DESCRIPTION} />
        <SeriesListView firstPage={series} />
      </Container>
    </>
  );
}
