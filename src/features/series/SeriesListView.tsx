import type { ReactNode } from 'react';

import { LoadMore } from '~/components/content/LoadMore';
import { listItemProps, usePagedList } from '~/components/content/use-load-more';
import { EmptyState } from '~/components/ui/EmptyState';
import { LayersIcon } from '~/components/ui/icons';
import { FEATURED_LIST_PAGE_SIZE, publicListPages, type ListPage } from '~/lib/fetch-public-list';

import { toSeriesCard } from './series-card';
import { SeriesCard } from './SeriesCard';
import type { SeriesCardData } from './types';

const fetchSeries = publicListPages('series.list', {
  limit: FEATURED_LIST_PAGE_SIZE,
  toItem: toSeriesCard,
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <h2
        id={id}
        className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /series: 'Featured Series' (when any) and 'All Series', or 'No series yet'. The
 * list comes featured first, so the featured ones are among the first loaded; 'Load more'
 * adds the next page to both sections.
 */
export function SeriesListView({ firstPage }: { firstPage: ListPage<SeriesCardData> }) {
  const { items: series, more } = usePagedList(firstPage, fetchSeries);
  if (series.length === 0) {
    return (
      <EmptyState
        icon={<LayersIcon />}
        title="No series yet"
        description="Our first series is on its way. Check back soon."
      />
    );
  }
  const featured = series.filter((entry) => entry.featured);
  return (
    <>
      {featured.length > 0 && (
        <Section id="featured-series" title="Featured Series">
          <ul className="grid gap-6 md:grid-cols-2">
            {featured.map((entry, index) => (
              <li key={entry.slug} className="flex">
                <SeriesCard
                  series={entry}
                  variant="featured"
                  priority={index < 2}
                  className="flex-1"
                />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="all-series" title="All Series">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {series.map((entry) => (
            <li key={entry.slug} className="flex" {...listItemProps(entry.id)}>
              <SeriesCard series={entry} variant="compact" className="flex-1" />
            </li>
          ))}
        </ul>
        <LoadMore list={more} noun={{ one: 'series', many: 'series' }} />
      </Section>
    </>
  );
}
