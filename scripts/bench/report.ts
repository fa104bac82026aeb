/** The benchmark's targets, the verdict on each measurement, and the printed table. */
import { formatTable } from './table';
import type { Target } from './targets';

export const GOALS = {
  /** Pages: at least this share of the static baseline's throughput… */
  pageMinRatio: 0.6,
  /** …and at most this multiple of the baseline's p99 latency. */
  pageMaxP99Ratio: 3,
  /** Public tRPC lists: at most this multiple of the baseline's p99 (twice the pages' allowance). */
  trpcMaxP99Ratio: 6,
  /** /search, rendered per request from a ranked query: at least this share of the baseline… */
  searchMinRatio: 0.3,
  /** …and at most this multiple of its p99. */
  searchMaxP99Ratio: 6,
  /** The reader beacon's endpoint: at least this share of the baseline's throughput… */
  beaconMinRatio: 0.5,
  /** …and at most this multiple of its p99. */
  beaconMaxP99Ratio: 3,
  maxPeakMemoryBytes: 400 * 1024 * 1024,
  /** An admin list over 2,000 media items against one over 100: at most this much slower. */
  adminListMaxSlowdown: 1.5,
  /** Analytics over 10 million raw events: the 30-day dashboard and a series' weeks, each. */
  analyticsReportMaxMs: 1_000,
  /** The dashboard with all raw events against with the last 30 days' only: at most this much slower. */
  analyticsMaxGrowth: 1.5,
} as const;

export interface Measurement extends Target {
  status: number;
  bytes: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses other than 2xx, plus connection errors and timeouts. */
  failedRequests: number;
}

export interface Verdict extends Measurement {
  /** Throughput as a share of the baseline's. */
  ratio: number;
  /** p99 latency as a multiple of the baseline's. */
  p99Ratio: number;
  problems: string[];
  pass: boolean;
}

/** The static file measured around a target: the machine's speed at that moment. */
export interface Baseline {
  requestsPerSec: number;
  p99Ms: number;
}

/**
 * Judges a measurement against the goals, as ratios to the baseline measured around it: on a
 * busy machine every latency grows, the static file's included, so an absolute p99 target
 * would judge the machine rather than the page.
 */
export function judgeMeasurement(measurement: Measurement, baseline: Baseline): Verdict {
  const ratio = baseline.requestsPerSec > 0 ? measurement.requestsPerSec / baseline.requestsPerSec : 0;
  // autocannon reports whole milliseconds: a baseline under 1 ms counts as 1 ms.
  const p99Ratio = measurement.p99Ms / Math.max(baseline.p99Ms, 1);
  const problems: string[] = [];
  // The beacon's endpoint answers 202 (taken, written later); everything else 200.
  const expectedStatus = measurement.kind === 'beacon' ? 202 : 200;
  if (measurement.status !== expectedStatus) problems.push(`status ${measurement.status}`);
  if (measurement.failedRequests > 0)
    problems.push(`${measurement.failedRequests} failed requests`);
  if (measurement.kind === 'page') {
    if (ratio < GOALS.pageMinRatio) problems.push(`throughput < ${GOALS.pageMinRatio} × baseline`);
    if (p99Ratio > GOALS.pageMaxP99Ratio) problems.push(`p99 > ${GOALS.pageMaxP99Ratio} × baseline`);
  }
  if (measurement.kind === 'search') {
    if (ratio < GOALS.searchMinRatio) problems.push(`throughput < ${GOALS.searchMinRatio} × baseline`);
    if (p99Ratio > GOALS.searchMaxP99Ratio) {
      problems.push(`p99 > ${GOALS.searchMaxP99Ratio} × baseline`);
    }
  }
  if (measurement.kind === 'beacon') {
    if (ratio < GOALS.beaconMinRatio) problems.push(`throughput < ${GOALS.beaconMinRatio} × baseline`);
    if (p99Ratio > GOALS.beaconMaxP99Ratio) {
      problems.push(`p99 > ${GOALS.beaconMaxP99Ratio} × baseline`);
    }
  }
  if (measurement.kind === 'trpc' && p99Ratio > GOALS.trpcMaxP99Ratio) {
    problems.push(`p99 > ${GOALS.trpcMaxP99Ratio} × baseline`);
  }
  return { ...measurement, ratio, p99Ratio, problems, pass: problems.length === 0 };
}

/** The baseline around a target: the mean of the runs just before and just after it. */
export function baselineAround(before: Measurement, after: Measurement): Baseline {
  return {
    requestsPerSec: (before.requestsPerSec + after.requestsPerSec) / 2,
    p99Ms: (before.p99Ms + after.p99Ms) / 2,
  };
}

/** Runs of one target as one: mean throughput, the worst p99, the median p50. */
export function combineRuns(runs: Measurement[]): Measurement {
  const mean = runs.reduce((sum, run) => sum + run.requestsPerSec, 0) / runs.length;
  const p50s = runs.map((run) => run.p50Ms).sort((a, b) => a - b);
  return {
    ...runs[0]!,
    requestsPerSec: mean,
    p50Ms: p50s[Math.floor(p50s.length / 2)]!,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    failedRequests: runs.reduce((sum, run) => sum + run.failedRequests, 0),
  };
}

export function formatVerdicts(verdicts: readonly Verdict[]): string {
  const header = ['target', 'kind', 'size', 'req/s', '× baseline', 'p50', 'p99', 'p99 × baseline', 'result'];
  const lines = verdicts.map((verdict) => [
    verdict.name,
    verdict.kind,
    `${(verdict.bytes / 1000).toFixed(1)} kB`,
    verdict.requestsPerSec.toFixed(0),
    verdict.ratio.toFixed(2),
    `${verdict.p50Ms} ms`,
    `${verdict.p99Ms} ms`,
    verdict.p99Ratio.toFixed(2),
    verdict.pass ? 'pass' : `FAIL: ${verdict.problems.join('; ')}`,
  ]);
  return formatTable(header, lines);
}

export interface AdminListComparison {
  /** Mean latency (one connection) of the first page of each list. */
  largeMs: number;
  smallMs: number;
  largeCount: number;
  smallCount: number;
  slowdown: number;
  pass: boolean;
}

export function compareAdminLists(
  large: { meanMs: number; count: number },
  small: { meanMs: number; count: number },
): AdminListComparison {
  const slowdown = small.meanMs > 0 ? large.meanMs / small.meanMs : Infinity;
  return {
    largeMs: large.meanMs,
    smallMs: small.meanMs,
    largeCount: large.count,
    smallCount: small.count,
    slowdown,
    pass: slowdown <= GOALS.adminListMaxSlowdown,
  };
}

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(0)} MB`;
}
