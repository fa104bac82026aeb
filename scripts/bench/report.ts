/** The benchmark's targets, the verdict on each measurement, and the printed table. */
import { formatTable } from './table';
import type { Target } from './targets';

export const GOALS = {
  /** Pages: at least this share of the static baseline's throughput… */
  pageMinRatio: 0.4,
  /** …and this p99 latency. */
  pageMaxP99Ms: 10,
  trpcMaxP99Ms: 20,
  maxPeakMemoryBytes: 400 * 1024 * 1024,
  /** An admin list over 2,000 media items against one over 100: at most this much slower. */
  adminListMaxSlowdown: 1.5,
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
  problems: string[];
  pass: boolean;
}

/**
 * Judges a measurement against the goals; `baselineRequestsPerSec` is the static file's
 * throughput measured around it (the machine's speed at that moment).
 */
export function judgeMeasurement(measurement: Measurement, baselineRequestsPerSec: number): Verdict {
  const ratio = baselineRequestsPerSec > 0 ? measurement.requestsPerSec / baselineRequestsPerSec : 0;
  const problems: string[] = [];
  if (measurement.status !== 200) problems.push(`status ${measurement.status}`);
  if (measurement.failedRequests > 0)
    problems.push(`${measurement.failedRequests} failed requests`);
  if (measurement.kind === 'page') {
    if (ratio < GOALS.pageMinRatio) problems.push(`throughput < ${GOALS.pageMinRatio} × baseline`);
    if (measurement.p99Ms > GOALS.pageMaxP99Ms) problems.push(`p99 > ${GOALS.pageMaxP99Ms} ms`);
  }
  if (measurement.kind === 'trpc' && measurement.p99Ms > GOALS.trpcMaxP99Ms) {
    problems.push(`p99 > ${GOALS.trpcMaxP99Ms} ms`);
  }
  return { ...measurement, ratio, problems, pass: problems.length === 0 };
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
  const header = ['target', 'kind', 'size', 'req/s', '× baseline', 'p50', 'p99', 'result'];
  const lines = verdicts.map((verdict) => [
    verdict.name,
    verdict.kind,
    `${(verdict.bytes / 1000).toFixed(1)} kB`,
    verdict.requestsPerSec.toFixed(0),
    verdict.ratio.toFixed(2),
    `${verdict.p50Ms} ms`,
    `${verdict.p99Ms} ms`,
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
