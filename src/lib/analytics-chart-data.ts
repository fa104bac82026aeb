/**
 * What an analytics chart draws and what its table and CSV hold, built from a report: one
 * description of the figures, so the lines, the table a screen reader reads and the downloaded
 * file never disagree.
 */
import {
  formatCount,
  formatPercent,
  previousPeriodLabel,
  shortDayLabel,
  viewChanges,
  weekLabel,
  formatChange,
} from './analytics-figures';
import type { AnalyticsDashboard, SeriesAnalytics } from './analytics-report';

/** The figure a line shows: it picks the line's colour. */
export type ChartMeasure = 'views' | 'reads' | 'visitors';

export interface ChartLine {
  label: string;
  measure: ChartMeasure;
  values: number[];
  /** The period before: drawn dashed and lighter. */
  previous?: boolean;
}

/** The columns' kinds: how a cell is shown in the table and written in the CSV. */
export type ColumnKind = 'text' | 'count' | 'percent' | 'change';

export interface ChartColumn {
  label: string;
  kind: ColumnKind;
}

export interface ChartTable {
  /** The table's caption, and what the chart is about. */
  caption: string;
  columns: ChartColumn[];
  /** One row per point of the x axis; the first cell names it. Percentages as fractions. */
  rows: (string | number | null)[][];
}

export interface ChartData {
  /** The x axis' labels, one per point. */
  labels: string[];
  lines: ChartLine[];
  table: ChartTable;
  /** The CSV's file name. */
  filename: string;
}

/** A cell as the table shows it: '1,234', '45%', or '—' for nothing. */
export function cellText(value: string | number | null, kind: ColumnKind): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (kind === 'percent') return formatPercent(value);
  if (kind === 'change') return formatChange(value);
  if (kind === 'count') return formatCount(value);
  return String(value);
}

const IN_PERCENT: readonly ColumnKind[] = ['percent', 'change'];

/**
 * The table as CSV rows: the header, then the rows, counts as plain numbers and percentages
 * (and changes) as numbers of per cent with one decimal (the header says '(%)'), so a
 * spreadsheet can compute with them.
 */
export function csvRowsOf(table: ChartTable): (string | number | null)[][] {
  const header = table.columns.map((column) =>
    IN_PERCENT.includes(column.kind) ? `${column.label} (%)` : column.label,
  );
  const rows = table.rows.map((row) =>
    row.map((value, index) => {
      const kind = table.columns[index]?.kind ?? 'text';
      return IN_PERCENT.includes(kind) && typeof value === 'number'
        ? Math.round(value * 1000) / 10
        : value;
    }),
  );
  return [header, ...rows];
}

const DASHBOARD_MEASURES: { measure: ChartMeasure; label: string }[] = [
  { measure: 'views', label: 'Views' },
  { measure: 'reads', label: 'Reads' },
  { measure: 'visitors', label: 'Daily visitors' },
];

/**
 * A dashboard's days: views, reads and daily visitors, each beside the same day of the period
 * before (the n-th day of one against the n-th of the other).
 */
export function dashboardChartData(report: AnalyticsDashboard, name: string): ChartData {
  const before = previousPeriodLabel(report.days);
  const previousOf = (index: number) => report.previousDaily[index];
  const lines: ChartLine[] = DASHBOARD_MEASURES.flatMap(({ measure, label }) => [
    { label, measure, values: report.daily.map((day) => day[measure]) },
    {
      label: `${label}, ${before}`,
      measure,
      previous: true,
      values: report.daily.map((_, index) => previousOf(index)?.[measure] ?? 0),
    },
  ]);
  return {
    labels: report.daily.map((day) => shortDayLabel(day.day)),
    lines,
    table: {
      caption: `Views, reads and daily visitors from ${report.from} to ${report.to}, with the same day of ${before}`,
      columns: [
        { label: 'Day', kind: 'text' },
        ...DASHBOARD_MEASURES.map(({ label }) => ({ label, kind: 'count' as const })),
        { label: 'Day before', kind: 'text' },
        ...DASHBOARD_MEASURES.map(({ label }) => ({
          label: `${label} before`,
          kind: 'count' as const,
        })),
      ],
      rows: report.daily.map((day, index) => {
        const previous = previousOf(index);
        return [
          day.day,
          day.views,
          day.reads,
          day.visitors,
          previous?.day ?? null,
          previous?.views ?? null,
          previous?.reads ?? null,
          previous?.visitors ?? null,
        ];
      }),
    },
    filename: `analytics-${name}-${report.from}-to-${report.to}.csv`,
  };
}

/** A series' items in week order: views and reads per item, with its followers beside them. */
export function seriesWeeksChartData(report: SeriesAnalytics, slug: string): ChartData {
  const changes = viewChanges(report.weeks);
  return {
    labels: report.weeks.map((week, index) =>
      week.weekNumber === null ? `#${index + 1}` : `W${week.weekNumber}`,
    ),
    lines: [
      { label: 'Views', measure: 'views', values: report.weeks.map((week) => week.views) },
      { label: 'Reads', measure: 'reads', values: report.weeks.map((week) => week.reads) },
    ],
    table: {
      caption: `Readers of ${report.title}, item by item in week order`,
      columns: [
        { label: 'Item', kind: 'text' },
        { label: 'Views', kind: 'count' },
        { label: 'Views against the item before', kind: 'change' },
        { label: 'Reads', kind: 'count' },
        { label: 'Read rate', kind: 'percent' },
        { label: 'Email followers', kind: 'count' },
        { label: 'Feed readers', kind: 'count' },
      ],
      rows: report.weeks.map((week, index) => {
        return [
          weekLabel(week),
          week.views,
          changes[index]?.change ?? null,
          week.reads,
          week.readRate,
          week.emailFollowers,
          week.feedReaders,
        ];
      }),
    },
    filename: `series-${slug}-readers.csv`,
  };
}
