/** One verdict of the load test, printed as a line of its report. */
export interface Check {
  name: string;
  ok: boolean;
  /** The figure the verdict rests on. */
  detail: string;
}

export function formatChecks(checks: readonly Check[]): string {
  return checks
    .map((check) => `${check.ok ? 'PASS' : 'FAIL'}  ${check.name} (${check.detail})`)
    .join('\n');
}
