/** Reading the cluster's pages over HTTP, and waiting for them to change. */

/** The page's HTML and status, never from a cache between us and the instance. */
export async function getPage(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
  return { status: response.status, html: await response.text() };
}

/**
 * Polls `check` every `everyMs` until it holds, for at most `withinMs`; resolves with the time it
 * took, or throws saying what never held. A check may answer, instead of false, what does not
 * hold yet: the error then ends with its last answer.
 */
export async function within(
  withinMs: number,
  what: string,
  check: () => boolean | string | Promise<boolean | string>,
  everyMs = 25,
) {
  const started = performance.now();
  for (;;) {
    const outcome = await check();
    if (outcome === true) return performance.now() - started;
    if (performance.now() - started > withinMs) {
      const lastSeen = typeof outcome === 'string' ? ` (last seen: ${outcome})` : '';
      throw new Error(`${what}: not within ${withinMs} ms${lastSeen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
