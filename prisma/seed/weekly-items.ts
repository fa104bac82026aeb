import type { Prisma } from '~/server/generated/prisma/client';

import { demoId } from './ids';
import { stamped } from './time';

type Generated = 'id' | 'seriesId' | 'weekNumber' | 'itemOrder' | 'createdAt' | 'updatedAt';

/** One week's entry of a series: its content, the week and when it was written. */
export type WeeklyItem = Omit<Prisma.SeriesItemCreateManyInput, Generated> & {
  week: number;
  writtenAt: string;
};

/** Series items numbered from `idBase`: week N gets row id idBase + N and item order N. */
export function weeklyItemRows(
  seriesId: string,
  idBase: number,
  items: WeeklyItem[],
): Prisma.SeriesItemCreateManyInput[] {
  return items.map(({ week, writtenAt, ...item }) => ({
    id: demoId('seriesItem', idBase + week),
    seriesId,
    weekNumber: week,
    itemOrder: week,
    ...item,
    ...stamped(writtenAt),
  }));
}
