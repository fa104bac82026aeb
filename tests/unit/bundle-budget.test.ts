import { describe, expect, it } from 'vitest';

import {
  formatBudgetTable,
  judgeRoutes,
  parseRouteBundleStats,
  PUBLIC_ROUTES,
  type RouteBundleStats,
} from '../../scripts/bench/bundle-budget';

const stats: RouteBundleStats[] = [
  {
    route: '/',
    firstLoadUncompressedJsBytes: 400_000,
    firstLoadChunkPaths: ['.next/static/chunks/page.js', '.next/static/chunks/app.js'],
  },
  {
    route: '/blog',
    firstLoadUncompressedJsBytes: 500_000,
    firstLoadChunkPaths: ['.next/static/chunks/blog.js', '.next/static/chunks/app.js'],
  },
];

const gzipSizes: Record<string, number> = {
  '.next/static/chunks/app.js': 100_000,
  '.next/static/chunks/page.js': 30_000,
  '.next/static/chunks/blog.js': 30_001,
};
const gzipSizeOf = (chunk: string) => gzipSizes[chunk]!;

describe('judgeRoutes', () => {
  it('sums the gzipped chunks of each route and passes up to the budget, inclusive', () => {
    expect(judgeRoutes(stats, gzipSizeOf, ['/', '/blog'], 130_000)).toEqual([
      { route: '/', rawBytes: 400_000, gzipBytes: 130_000, pass: true },
      { route: '/blog', rawBytes: 500_000, gzipBytes: 130_001, pass: false },
    ]);
  });

  it('fails a route the build does not have', () => {
    expect(judgeRoutes(stats, gzipSizeOf, ['/contact'])).toEqual([
      { route: '/contact', pass: false },
    ]);
  });

  it('checks every public page by default, and only those', () => {
    const routes = judgeRoutes(stats, gzipSizeOf).map((row) => row.route);

    expect(routes).toEqual([...PUBLIC_ROUTES]);
    expect(routes).not.toContain('/api/trpc/[trpc]');
    expect(routes).toContain('/series/[seriesSlug]/item/[itemId]');
  });
});

describe('parseRouteBundleStats', () => {
  it('reads the file Next writes', () => {
    expect(parseRouteBundleStats(JSON.stringify(stats))).toEqual(stats);
  });

  it('refuses another shape with a clear message', () => {
    expect(() => parseRouteBundleStats('{"routes": []}')).toThrow(/unexpected shape/);
    expect(() => parseRouteBundleStats('[{"route": "/"}]')).toThrow(/unexpected shape/);
  });
});

describe('formatBudgetTable', () => {
  it('prints one aligned row per route with its verdict', () => {
    const table = formatBudgetTable(
      [
        { route: '/', rawBytes: 400_000, gzipBytes: 121_500, pass: true },
        { route: '/blog/[id]', rawBytes: 520_000, gzipBytes: 162_400, pass: false },
        { route: '/contact', pass: false },
      ],
      130_000,
    );

    expect(table.split('\n')).toEqual([
      'route       raw       gzip      budget 130.0 kB',
      '----------  --------  --------  -----------------------',
      '/           400.0 kB  121.5 kB  ok',
      '/blog/[id]  520.0 kB  162.4 kB  FAIL',
      '/contact    —         —         FAIL (not in the build)',
    ]);
  });
});
