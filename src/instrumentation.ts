/** Runs once when a Next server starts. */
export async function register() {
  // The Node.js server only; and not while `next build` prerenders pages.
  if (
    process.env.NEXT_RUNTIME !== 'nodejs' ||
    process.env.NEXT_PHASE === 'phase-production-build'
  ) {
    return;
  }
  const { startInvalidationListener } = await import('~/server/cache/invalidation/instance');
  await startInvalidationListener();
  const { startJobWorker } = await import('~/server/jobs/instance');
  startJobWorker();
  const { answerBeaconsBeforeNext } = await import('~/server/analytics/front-beacon');
  answerBeaconsBeforeNext();
}
