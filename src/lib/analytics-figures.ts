/**
 * How the analytics screens word their figures: periods, changes against the period before,
 * read rates, and the drop in views from one item of a series to the next.
 */
import type { SeriesWeek } from './analytics-report';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Last 30 days'. */
export function periodLabel(days: number): string {
  return `Last ${days} days`;
}

/** 'the 30 days before', what a period is compared with. */
export function previousPeriodLabel(days: number): string {
  return `the ${days} days before`;
}

/** 'Nov 28' for the UTC day '2026-11-28' (the axis and the table of a chart). */
export function shortDayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}`;
}

/** '1,234' (en-US, as every other figure on the site). */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** reads / views, 0 when there are no views. */
export function readRateOf(reads: number, views: number): number {
  return views > 0 ? reads / views : 0;
}

/** '45%' for 0.45; one decimal under 10 % ('2.5%'), where a whole number would say too little. */
export function formatPercent(rate: number): string {
  const percent = rate * 100;
  const rounded = percent !== 0 && Math.abs(percent) < 10 ? percent.toFixed(1) : percent.toFixed(0);
  return `${rounded.replace(/\.0$/, '')}%`;
}

export type ChangeDirection = 'up' | 'down' | 'same' | 'new';

export interface Change {
  direction: ChangeDirection;
  /** The change as a fraction of the previous figure; null when there was nothing before. */
  ratio: number | null;
  /** '+12%', '−5%', 'No change', 'New' (nothing in the period before). */
  label: string;
}

/** A figure against the same figure of the period before. */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) {
    return current === 0
      ? { direction: 'same', ratio: 0, label: 'No change' }
      : { direction: 'new', ratio: null, label: 'New' };
  }
  const ratio = (current - previous) / previous;
  if (isNoChange(ratio)) return { direction: 'same', ratio: 0, label: 'No change' };
  return { direction: ratio > 0 ? 'up' : 'down', ratio, label: formatChange(ratio) };
}

/**
 * A rate (read rate) against the period before's, in percentage points: 40 % after 32 % is
 * "+8 points", where a relative change (+25%) would read as if a quarter more was read.
 * `hadViews`: whether the period before had any views, so had a rate at all.
 */
export function pointChangeOf(current: number, previous: number, hadViews: boolean): Change {
  if (!hadViews) return { direction: 'new', ratio: null, label: 'New' };
  const points = Math.round((current - previous) * 100);
  if (points === 0) return { direction: 'same', ratio: 0, label: 'No change' };
  const sign = points > 0 ? '+' : '\u2212';
  const unit = Math.abs(points) === 1 ? 'point' : 'points';
  return {
    direction: points > 0 ? 'up' : 'down',
    ratio: current - previous,
    label: `${sign}${Math.abs(points)} ${unit}`,
  };
}

/** Under a tenth of a per cent either way: shown as no change. */
function isNoChange(ratio: number): boolean {
  return Math.round(ratio * 1000) === 0;
}

/** '+12%', '−5%' or 'No change' for a change given as a fraction (0.12, -0.05). */
export function formatChange(ratio: number): string {
  if (isNoChange(ratio)) return 'No change';
  // A real minus sign: screen readers say "minus", and it lines up with the plus.
  const sign = ratio > 0 ? '+' : '\u2212';
  return `${sign}${formatPercent(Math.abs(ratio))}`;
}

/** 'Week 3 · Title', or the title alone for an item without a week. */
export function weekLabel(week: Pick<SeriesWeek, 'weekNumber' | 'title'>): string {
  return week.weekNumber === null ? week.title : `Week ${week.weekNumber} · ${week.title}`;
}

export interface WeekDrop {
  itemId: string;
  /** Views against the item before it, null for the first item (or after one with no views). */
  change: number | null;
}

/** Each item's views against the item before it, in the series' order. */
export function viewChanges(weeks: readonly SeriesWeek[]): WeekDrop[] {
  return weeks.map((week, index) => {
    const before = weeks[index - 1];
    const change = before && before.views > 0 ? (week.views - before.views) / before.views : null;
    return { itemId: week.itemId, change };
  });
}

/**
 * Where a series loses the most readers: the item whose views fell furthest from the item
 * before it, or null when views never fell.
 */
export function largestDrop(weeks: readonly SeriesWeek[]): WeekDrop | null {
  let largest: WeekDrop | null = null;
  for (const drop of viewChanges(weeks)) {
    if (drop.change === null || drop.change >= 0) continue;
    if (!largest || drop.change < largest.change!) largest = drop;
  }
  return largest;
}
