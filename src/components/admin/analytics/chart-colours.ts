import type { ChartMeasure } from '~/lib/analytics-chart-data';

/**
 * The colour of each figure's line: on the canvas (uPlot draws with these values) and in the
 * legend (Tailwind classes of the same colours), a darker shade on the light background and a
 * lighter one on the dark, each at least 3:1 against its background.
 */
export const MEASURE_COLOURS: Record<
  ChartMeasure,
  { light: string; dark: string; legend: string }
> = {
  // indigo-600 / indigo-300: the site's brand colour.
  views: { light: '#4f46e5', dark: '#a5b4fc', legend: 'border-indigo-600 dark:border-indigo-300' },
  // emerald-600 / emerald-300
  reads: {
    light: '#059669',
    dark: '#6ee7b7',
    legend: 'border-emerald-600 dark:border-emerald-300',
  },
  // amber-600 / amber-300
  visitors: {
    light: '#d97706',
    dark: '#fcd34d',
    legend: 'border-amber-600 dark:border-amber-300',
  },
};

/** Axis labels and grid lines: slate-600 / slate-400 text, slate-200 / slate-800 grid. */
export const AXIS_COLOURS = {
  light: { text: '#475569', grid: '#e2e8f0' },
  dark: { text: '#94a3b8', grid: '#1e293b' },
};

/** How much of its colour a line of the period before keeps. */
export const PREVIOUS_OPACITY = 0.6;
