/** Reading the cluster's pages over HTTP, and waiting for them to change. */

/** The page's HTML and status, never from a cache between us and the instance. */
export async function getPage(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
  return { status: response.status, html: await response.text() };
}

/**
 * Polls `check` every `everyMs` until it holds, for at most `withinMs`; resolves with the time it
 * took, or throws saying what never held.
 */
export async function within(
  withinMs: number,
  what: string,
  check: () => boolean | Promise<boolean>,
  everyMs = 25,
) {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > withinMs) {
      throw new Error(`${what}: not within ${withinMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
