import type { Serialized } from '~/server/trpc/server-caller';
import type { RouterOutputs } from '~/utils/api';

/** The hackathon lasts 8 weeks. */
export const HACKATHON_WEEKS = 8;

type FeaturedSeries = Serialized<RouterOutputs['series']['featured'][number]>;
type PublishedItem = Serialized<RouterOutputs['seriesItem']['list']['items'][number]>;

export type JourneySeries = Pick<
  FeaturedSeries,
  'id' | 'slug' | 'title' | 'shortDescription' | 'description' | 'status' | 'startDate' | 'endDate'
>;
export type JourneyItem = Pick<PublishedItem, 'id' | 'title' | 'itemType' | 'summary'>;
export interface JourneyWeek {
  week: number;
  items: JourneyItem[];
}

/**
 * Which featured series the /hackathon page tells: the first featured series that is active
 * (featured series come newest first), else the newest featured one. The hackathon is the
 * team's running story, so an active series beats a finished or upcoming one.
 */
export function pickJourneySeries<Series extends Pick<FeaturedSeries, 'status'>>(
  featured: readonly Series[],
): Series | null {
  return featured.find((series) => series.status === 'active') ?? featured[0] ?? null;
}

/**
 * Weeks 1 to 8, each with its published items in timeline order. Items without a week number,
 * or beyond week 8, are not part of the 8-week grid; the full series page shows them.
 */
export function groupByWeek(
  items: ReadonlyArray<JourneyItem & { weekNumber: number | null }>,
): JourneyWeek[] {
  return Array.from({ length: HACKATHON_WEEKS }, (_, index) => {
    const week = index + 1;
    return {
      week,
      items: items
        .filter((item) => item.weekNumber === week)
        .map(({ id, title, itemType, summary }) => ({ id, title, itemType, summary })),
    };
  });
}
