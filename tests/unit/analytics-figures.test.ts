import { describe, expect, it } from 'vitest';

import {
  cellText,
  csvRowsOf,
  dashboardChartData,
  seriesWeeksChartData,
} from '~/lib/analytics-chart-data';
import {
  changeOf,
  formatPercent,
  largestDrop,
  periodLabel,
  pointChangeOf,
  previousPeriodLabel,
  readRateOf,
  shortDayLabel,
  viewChanges,
  weekLabel,
} from '~/lib/analytics-figures';
import type { AnalyticsDashboard, SeriesAnalytics, SeriesWeek } from '~/lib/analytics-report';
import { csvOf } from '~/lib/csv';

const MINUS = '\u2212';

function week(itemId: string, weekNumber: number | null, views: number, reads = 0): SeriesWeek {
  return {
    itemId,
    title: `Item ${itemId}`,
    weekNumber,
    publishedAt: null,
    views,
    reads,
    readRate: readRateOf(reads, views),
    emailFollowers: 10,
    feedReaders: 3,
  };
}

describe('period labels', () => {
  it('names a period and the one it is compared with', () => {
    expect(periodLabel(7)).toBe('Last 7 days');
    expect(previousPeriodLabel(90)).toBe('the 90 days before');
  });

  it('writes a UTC day short, whatever the time zone', () => {
    expect(shortDayLabel('2026-11-28')).toBe('Nov 28');
    expect(shortDayLabel('2027-01-01')).toBe('Jan 1');
  });
});

describe('changeOf', () => {
  it('gives the change against the period before as a signed percentage', () => {
    expect(changeOf(112, 100)).toMatchObject({ direction: 'up', label: '+12%' });
    expect(changeOf(95, 100)).toMatchObject({ direction: 'down', label: `${MINUS}5%` });
    expect(changeOf(0, 40)).toMatchObject({ direction: 'down', label: `${MINUS}100%` });
    expect(changeOf(300, 100)).toMatchObject({ direction: 'up', label: '+200%' });
  });

  it('says "New" when there was nothing before, and "No change" for nothing or the same', () => {
    expect(changeOf(5, 0)).toEqual({ direction: 'new', ratio: null, label: 'New' });
    expect(changeOf(0, 0).label).toBe('No change');
    expect(changeOf(100_000, 100_001).label).toBe('No change');
  });

  it('keeps one decimal for small changes', () => {
    expect(changeOf(1025, 1000).label).toBe('+2.5%');
  });
});

describe('pointChangeOf', () => {
  it('gives a rate’s change in percentage points, not as a fraction of the rate before', () => {
    expect(pointChangeOf(0.4, 0.32, true)).toMatchObject({ direction: 'up', label: '+8 points' });
    expect(pointChangeOf(0.3, 0.31, true)).toMatchObject({
      direction: 'down',
      label: `${MINUS}1 point`,
    });
    expect(pointChangeOf(0.5, 0.5, true).label).toBe('No change');
    expect(pointChangeOf(0.5, 0, false)).toMatchObject({ direction: 'new', label: 'New' });
  });
});

describe('read rate', () => {
  it('is reads over views, 0 without views', () => {
    expect(readRateOf(45, 100)).toBe(0.45);
    expect(readRateOf(3, 0)).toBe(0);
    expect(formatPercent(0.45)).toBe('45%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.0333)).toBe('3.3%');
    expect(formatPercent(1)).toBe('100%');
  });
});

describe('where a series loses its readers', () => {
  const weeks = [week('a', 1, 200), week('b', 2, 180), week('c', 3, 90), week('d', 4, 100)];

  it('compares each item with the one before it', () => {
    expect(viewChanges(weeks).map((drop) => drop.change)).toEqual([null, -0.1, -0.5, 1 / 9]);
  });

  it('finds the item whose views fell furthest', () => {
    expect(largestDrop(weeks)).toEqual({ itemId: 'c', change: -0.5 });
  });

  it('finds none when views never fall, or after an item without views', () => {
    expect(largestDrop([week('a', 1, 10), week('b', 2, 20)])).toBeNull();
    expect(largestDrop([week('a', 1, 0), week('b', 2, 0)])).toBeNull();
    expect(largestDrop([])).toBeNull();
  });

  it('labels items by week, or by title alone', () => {
    expect(weekLabel(week('a', 3, 0))).toBe('Week 3 · Item a');
    expect(weekLabel(week('a', null, 0))).toBe('Item a');
  });
});

const DASHBOARD: AnalyticsDashboard = {
  from: '2026-11-26',
  to: '2026-11-28',
  days: 7,
  daily: [
    { day: '2026-11-26', views: 10, reads: 4, visitors: 6 },
    { day: '2026-11-27', views: 1200, reads: 0, visitors: 900 },
  ],
  previousDaily: [{ day: '2026-11-19', views: 8, reads: 2, visitors: 5 }],
  totals: { views: 1210, reads: 4, visitors: 906 },
  previous: { views: 8, reads: 2, visitors: 5 },
  topRecords: [],
  referrers: [],
  campaigns: [],
  devices: [],
};

describe('dashboardChartData', () => {
  const data = dashboardChartData(DASHBOARD, 'demo');

  it('draws views, reads and daily visitors, each beside the period before', () => {
    expect(data.labels).toEqual(['Nov 26', 'Nov 27']);
    expect(data.lines.map((line) => [line.label, line.previous ?? false])).toEqual([
      ['Views', false],
      ['Views, the 7 days before', true],
      ['Reads', false],
      ['Reads, the 7 days before', true],
      ['Daily visitors', false],
      ['Daily visitors, the 7 days before', true],
    ]);
    // A day missing from the period before is drawn as zero, and left empty in the table.
    expect(data.lines[1]!.values).toEqual([8, 0]);
    expect(data.table.rows[1]!.slice(4)).toEqual([null, null, null, null]);
    expect(data.filename).toBe('analytics-demo-2026-11-26-to-2026-11-28.csv');
  });

  it('writes the same rows to the CSV as the table shows', () => {
    expect(csvOf(csvRowsOf(data.table)).split('\r\n').slice(0, 3)).toEqual([
      '"Day","Views","Reads","Daily visitors","Day before","Views before","Reads before","Daily visitors before"',
      '"2026-11-26","10","4","6","2026-11-19","8","2","5"',
      '"2026-11-27","1200","0","900","","","",""',
    ]);
    expect(cellText(1200, 'count')).toBe('1,200');
    expect(cellText(null, 'count')).toBe('—');
  });
});

describe('seriesWeeksChartData', () => {
  const report: SeriesAnalytics = {
    seriesId: 's',
    title: 'Hackathon',
    weeks: [week('a', 1, 200, 100), week('b', 2, 100, 25), week('c', null, 125, 0)],
    emailFollowers: 10,
    feedReaders: 3,
  };
  const data = seriesWeeksChartData(report, 'hackathon');

  it('lists items in week order with their read rate and change in views', () => {
    expect(data.labels).toEqual(['W1', 'W2', '#3']);
    expect(data.table.rows.map((row) => row.slice(0, 5))).toEqual([
      ['Week 1 · Item a', 200, null, 100, 0.5],
      ['Week 2 · Item b', 100, -0.5, 25, 0.25],
      ['Item c', 125, 0.25, 0, 0],
    ]);
    expect(cellText(-0.5, 'change')).toBe(`${MINUS}50%`);
    expect(cellText(0.25, 'percent')).toBe('25%');
  });

  it('writes read rates and changes as per cent numbers in the CSV', () => {
    const [header, first, second] = csvRowsOf(data.table);
    expect(header).toEqual([
      'Item',
      'Views',
      'Views against the item before (%)',
      'Reads',
      'Read rate (%)',
      'Email followers',
      'Feed readers',
    ]);
    expect(first).toEqual(['Week 1 · Item a', 200, null, 100, 50, 10, 3]);
    expect(second).toEqual(['Week 2 · Item b', 100, -50, 25, 25, 10, 3]);
  });
});
