import { describe, expect, it } from 'vitest';

import { combineRuns, judgeMeasurement, type Measurement } from '../../scripts/bench/report';

function measurement(overrides: Partial<Measurement> = {}): Measurement {
  return {
    name: 'blog',
    kind: 'page',
    path: '/blog',
    status: 200,
    bytes: 60_000,
    requestsPerSec: 1_500,
    p50Ms: 4,
    p99Ms: 9,
    failedRequests: 0,
    ...overrides,
  };
}

describe('judgeMeasurement (npm run bench)', () => {
  it('compares throughput with the baseline measured around the target', () => {
    const verdict = judgeMeasurement(measurement({ requestsPerSec: 1_200 }), 2_000);
    expect(verdict.ratio).toBeCloseTo(0.6);
    expect(verdict.pass).toBe(true);
  });

  it('fails a page under 0.4 × the baseline or over 10 ms at p99, saying which', () => {
    expect(judgeMeasurement(measurement({ requestsPerSec: 700 }), 2_000).problems).toEqual([
      'throughput < 0.4 × baseline',
    ]);
    expect(judgeMeasurement(measurement({ p99Ms: 11 }), 2_000).problems).toEqual(['p99 > 10 ms']);
  });

  it('holds a tRPC list to p99 ≤ 20 ms only, and any target to answering 200 every time', () => {
    const list = measurement({ kind: 'trpc', requestsPerSec: 100, p99Ms: 20 });
    expect(judgeMeasurement(list, 2_000).pass).toBe(true);
    expect(judgeMeasurement({ ...list, p99Ms: 21 }, 2_000).problems).toEqual(['p99 > 20 ms']);
    expect(judgeMeasurement({ ...list, failedRequests: 3 }, 2_000).problems).toEqual([
      '3 failed requests',
    ]);
  });
});

describe('combineRuns (the baseline, measured between every two targets)', () => {
  it('reports the mean throughput, the median p50, the worst p99 and every failure', () => {
    const runs = [
      measurement({ requestsPerSec: 3_000, p50Ms: 2, p99Ms: 7 }),
      measurement({ requestsPerSec: 2_000, p50Ms: 3, p99Ms: 15, failedRequests: 1 }),
      measurement({ requestsPerSec: 2_500, p50Ms: 4, p99Ms: 9 }),
    ];
    expect(combineRuns(runs)).toMatchObject({
      requestsPerSec: 2_500,
      p50Ms: 3,
      p99Ms: 15,
      failedRequests: 1,
    });
  });
});
