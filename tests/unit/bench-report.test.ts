import { describe, expect, it } from 'vitest';

import {
  baselineAround,
  combineRuns,
  judgeMeasurement,
  type Measurement,
} from '../../scripts/bench/report';

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

const baseline = { requestsPerSec: 2_000, p99Ms: 5 };

describe('judgeMeasurement (npm run bench)', () => {
  it('compares throughput and p99 with the baseline measured around the target', () => {
    const verdict = judgeMeasurement(measurement({ requestsPerSec: 1_200, p99Ms: 10 }), baseline);
    expect(verdict.ratio).toBeCloseTo(0.6);
    expect(verdict.p99Ratio).toBeCloseTo(2);
    expect(verdict.pass).toBe(true);
  });

  it('fails a page under 0.6 × the baseline throughput or over 3 × its p99, saying which', () => {
    expect(judgeMeasurement(measurement({ requestsPerSec: 1_190 }), baseline).problems).toEqual([
      'throughput < 0.6 × baseline',
    ]);
    expect(judgeMeasurement(measurement({ p99Ms: 16 }), baseline).problems).toEqual([
      'p99 > 3 × baseline',
    ]);
  });

  it('judges the same p99 by the machine of the moment: 16 ms passes when the baseline takes 16', () => {
    const busy = { requestsPerSec: 2_000, p99Ms: 16 };
    expect(judgeMeasurement(measurement({ p99Ms: 16 }), busy).pass).toBe(true);
  });

  it('counts a baseline p99 under 1 ms as 1 ms', () => {
    const idle = { requestsPerSec: 2_000, p99Ms: 0 };
    expect(judgeMeasurement(measurement({ p99Ms: 3 }), idle).pass).toBe(true);
    expect(judgeMeasurement(measurement({ p99Ms: 4 }), idle).pass).toBe(false);
  });

  it('holds the reader beacon to 0.5 × the baseline throughput and 3 × its p99, answering 202', () => {
    const beacon = measurement({ kind: 'beacon', path: '/api/seen', status: 202, bytes: 0 });
    expect(judgeMeasurement({ ...beacon, requestsPerSec: 1_000, p99Ms: 15 }, baseline).pass).toBe(
      true,
    );
    expect(
      judgeMeasurement({ ...beacon, requestsPerSec: 999, p99Ms: 16 }, baseline).problems,
    ).toEqual(['throughput < 0.5 × baseline', 'p99 > 3 × baseline']);
    expect(judgeMeasurement({ ...beacon, status: 200 }, baseline).problems).toEqual(['status 200']);
  });

  it('holds a tRPC list to p99 ≤ 6 × the baseline only, and any target to answering 200 every time', () => {
    const list = measurement({ kind: 'trpc', requestsPerSec: 100, p99Ms: 30 });
    expect(judgeMeasurement(list, baseline).pass).toBe(true);
    expect(judgeMeasurement({ ...list, p99Ms: 31 }, baseline).problems).toEqual([
      'p99 > 6 × baseline',
    ]);
    expect(judgeMeasurement({ ...list, failedRequests: 3 }, baseline).problems).toEqual([
      '3 failed requests',
    ]);
  });
});

describe('baselineAround', () => {
  it('is the mean of the baseline runs just before and after the target', () => {
    const before = measurement({ requestsPerSec: 3_000, p99Ms: 4 });
    const after = measurement({ requestsPerSec: 2_000, p99Ms: 8 });
    expect(baselineAround(before, after)).toEqual({ requestsPerSec: 2_500, p99Ms: 6 });
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
