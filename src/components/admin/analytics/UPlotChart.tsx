import 'uplot/dist/uPlot.min.css';

import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';

import type { ChartData } from '~/lib/analytics-chart-data';
import { formatCount } from '~/lib/analytics-figures';

import { AXIS_COLOURS, MEASURE_COLOURS, PREVIOUS_OPACITY } from './chart-colours';
import { usePrefersDark } from './use-prefers-dark';

/** Steps between labelled points of the x axis: every point, every other, a week, a month. */
const X_STEPS = [1, 2, 3, 7, 14, 30];
/** Steps between labelled counts: whole numbers only. */
const Y_STEPS = [1, 10, 100, 1e3, 1e4, 1e5, 1e6].flatMap((scale) =>
  [1, 2, 5].map((step) => step * scale),
);
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** A colour with its opacity, for the lighter lines of the period before. */
function withOpacity(hex: string, opacity: number): string {
  const alpha = Math.round(opacity * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${alpha}`;
}

function heightFor(width: number): number {
  return width < 480 ? 220 : 280;
}

function optionsOf(data: ChartData, dark: boolean, width: number): uPlot.Options {
  const axis = dark ? AXIS_COLOURS.dark : AXIS_COLOURS.light;
  const axisStyle = {
    stroke: axis.text,
    font: FONT,
    grid: { stroke: axis.grid, width: 1 },
    ticks: { stroke: axis.grid, width: 1 },
  };
  return {
    width,
    height: heightFor(width),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false },
      y: { range: (_chart, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 1] },
    },
    axes: [
      {
        ...axisStyle,
        space: 48,
        incrs: X_STEPS,
        values: (_chart, splits) => splits.map((index) => data.labels[index] ?? ''),
      },
      {
        ...axisStyle,
        size: 52,
        incrs: Y_STEPS,
        values: (_chart, splits) => splits.map((count) => formatCount(count)),
      },
    ],
    series: [
      {},
      ...data.lines.map((line) => {
        const colour = MEASURE_COLOURS[line.measure][dark ? 'dark' : 'light'];
        return {
          label: line.label,
          stroke: line.previous ? withOpacity(colour, PREVIOUS_OPACITY) : colour,
          width: line.previous ? 1.5 : 2,
          // An undefined dash is handed to the canvas' setLineDash, which throws: solid is [].
          dash: line.previous ? [6, 4] : [],
          // A point of size 0 makes uPlot draw arcs of negative radius: no points at all.
          points: { show: !line.previous && data.labels.length <= 31, size: 5 },
        };
      }),
    ],
  };
}

/**
 * The chart drawn by uPlot, as wide as its container (redrawn at its new width when that
 * changes) in the colours of the current colour scheme. Its own chunk: the admin pages load it
 * only when a chart shows. The canvas is an image to assistive technology; the chart's table
 * view holds every figure.
 */
export default function UPlotChart({ data, label }: { data: ChartData; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const dark = usePrefersDark();
  const [pointed, setPointed] = useState<number | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = Math.max(element.clientWidth, 240);
    const aligned: uPlot.AlignedData = [
      data.labels.map((_, index) => index),
      ...data.lines.map((line) => line.values),
    ];
    const options = optionsOf(data, dark, width);
    options.hooks = { setCursor: [(chart) => setPointed(chart.cursor.idx ?? null)] };
    const chart = new uPlot(options, aligned, element);
    const resize = new ResizeObserver(() => {
      const next = Math.max(element.clientWidth, 240);
      if (next !== chart.width) chart.setSize({ width: next, height: heightFor(next) });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [data, dark]);

  return (
    <div>
      <div ref={container} role="img" aria-label={label} className="w-full" />
      {/* What the pointer is on; the table view gives the same to a keyboard. */}
      <p aria-hidden="true" className="min-h-5 text-xs text-slate-600 dark:text-slate-400">
        {pointed !== null &&
          `${data.labels[pointed]}: ${data.lines
            .filter((line) => !line.previous)
            .map((line) => `${line.label} ${formatCount(line.values[pointed] ?? 0)}`)
            .join(' · ')}`}
      </p>
    </div>
  );
}
