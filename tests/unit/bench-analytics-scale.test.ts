import { describe, expect, it } from 'vitest';

import {
  formatAnalyticsScale,
  judgeAnalyticsScale,
  median,
  type AnalyticsScaleFigures,
} from '../../scripts/bench/analytics-scale';

const figures = (overrides: Partial<AnalyticsScaleFigures> = {}): AnalyticsScaleFigures => ({
  events: 10_000_000,
  days: 60,
  generateMs: 90_000,
  rollupMs: 60_000,
  dashboardMs: 120,
  seriesMs: 30,
  recentEvents: 5_000_000,
  dashboardRecentMs: 110,
  dashboardFastestMs: 100,
  dashboardRecentFastestMs: 95,
  ...overrides,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 9])).toBe(5);
    expect(median([4, 1, 3, 100])).toBe(3.5);
    expect(() => median([])).toThrow();
  });
});

describe('judgeAnalyticsScale (npm run bench)', () => {
  it('passes reports under a second that do not grow with older raw events', () => {
    expect(judgeAnalyticsScale(figures())).toMatchObject({ pass: true, problems: [] });
  });

  it('fails a dashboard or a series over a second', () => {
    expect(
      judgeAnalyticsScale(figures({ dashboardMs: 1_200, dashboardRecentMs: 1_100 })).problems,
    ).toEqual(['30-day dashboard > 1000 ms']);
    expect(judgeAnalyticsScale(figures({ seriesMs: 1_001 })).problems).toEqual([
      'series week by week > 1000 ms',
    ]);
  });

  it('fails a dashboard that grows with the raw events, but not a few milliseconds of noise', () => {
    const grows = judgeAnalyticsScale(
      figures({ dashboardFastestMs: 400, dashboardRecentFastestMs: 100 }),
    );
    expect(grows.pass).toBe(false);
    expect(grows.problems[0]).toMatch(/grows with raw events/);
    const noise = figures({ dashboardFastestMs: 12, dashboardRecentFastestMs: 4 });
    expect(judgeAnalyticsScale(noise).pass).toBe(true);
  });

  it('prints every figure and the verdict', () => {
    const text = formatAnalyticsScale(judgeAnalyticsScale(figures({ seriesMs: 2_000 })));
    expect(text).toContain('10,000,000 over 60 days');
    expect(text).toContain('120.0 ms, 100.0 ms');
    expect(text).toContain('5,000,000 raw events');
    expect(text).toMatch(/analytics at scale: FAIL \(series week by week > 1000 ms\)/);
  });
});
