import { describe, expect, it } from 'vitest';

import {
  groupByWeek,
  HACKATHON_WEEKS,
  pickJourneySeries,
  type JourneyItem,
} from '~/features/hackathon/journey';

describe('pickJourneySeries', () => {
  it('is null without featured series', () => {
    expect(pickJourneySeries([])).toBeNull();
  });

  it('takes the first active series, even behind a newer finished or upcoming one', () => {
    const featured = [
      { id: 'upcoming', status: 'upcoming' as const },
      { id: 'completed', status: 'completed' as const },
      { id: 'active-1', status: 'active' as const },
      { id: 'active-2', status: 'active' as const },
    ];
    expect(pickJourneySeries(featured)?.id).toBe('active-1');
  });

  it('falls back to the newest featured series when none is active', () => {
    const featured = [
      { id: 'completed', status: 'completed' as const },
      { id: 'upcoming', status: 'upcoming' as const },
    ];
    expect(pickJourneySeries(featured)?.id).toBe('completed');
  });
});

describe('groupByWeek', () => {
  const item = (id: string, weekNumber: number | null) => ({
    id,
    title: `Item ${id}`,
    itemType: 'update' as const,
    summary: `Summary ${id}`,
    weekNumber,
  });
  const shown = (id: string): JourneyItem => ({
    id,
    title: `Item ${id}`,
    itemType: 'update',
    summary: `Summary ${id}`,
  });

  it('gives weeks 1 to 8, empty ones included', () => {
    const weeks = groupByWeek([]);
    expect(HACKATHON_WEEKS).toBe(8);
    expect(weeks).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((week) => ({ week, items: [] })));
  });

  it('puts each item in its week, keeping the given order, with only what the grid shows', () => {
    const weeks = groupByWeek([item('a', 2), item('b', 1), item('c', 2), item('d', 8)]);
    expect(weeks[0]).toEqual({ week: 1, items: [shown('b')] });
    expect(weeks[1]).toEqual({ week: 2, items: [shown('a'), shown('c')] });
    expect(weeks[7]).toEqual({ week: 8, items: [shown('d')] });
    expect(weeks.slice(2, 7).every((week) => week.items.length === 0)).toBe(true);
  });

  it('leaves out items without a week or outside weeks 1 to 8', () => {
    const weeks = groupByWeek([item('none', null), item('zero', 0), item('nine', 9)]);
    expect(weeks.flatMap((week) => week.items)).toEqual([]);
  });
});
