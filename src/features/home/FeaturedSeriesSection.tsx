import Link from 'next/link';

import { Container } from '~/components/ui/Container';
import { ArrowRightIcon } from '~/components/ui/icons';
import { SeriesCard } from '~/features/series/SeriesCard';
import type { SeriesCardData } from '~/features/series/types';
import { SERIES_PATH } from '~/lib/public-paths';

import { sectionLinkClass } from './section-link';
import { SectionHeader } from './SectionHeader';

/** 'Featured Series' — the caller renders it only when there are any. */
export function FeaturedSeriesSection({ series }: { series: SeriesCardData[] }) {
  return (
    <section aria-labelledby="featured-series-heading" className="py-16 sm:py-20">
      <Container className="flex flex-col gap-10">
        <SectionHeader
          id="featured-series-heading"
          title="Featured Series"
          description="Follow our journeys week by week, from the first idea to the final demo."
          action={
            <Link href={SERIES_PATH} className={sectionLinkClass}>
              View all series
              <ArrowRightIcon className="size-4" />
            </Link>
          }
        />
        <ul className="grid gap-8 md:grid-cols-2">
          {series.map((item) => (
            <li key={item.slug} className="flex">
              <SeriesCard series={item} variant="home" className="w-full" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
