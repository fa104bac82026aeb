import type { NextConfig } from 'next';

import { addCompileHints } from './scripts/site/compile-hints';

/** Files of public/ that change only with a release (the demo content's pictures, the icons). */
const RELEASE_ASSET_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every page it sends for an ETag (about 0.6 ms per 100 kB, on the one thread
  // that serves all requests). Pages carry Cache-Control for shared caches instead.
  generateEtags: false,
  // ISR pages kept in memory (the rest are read back from the dist folder): a bounded share of
  // a heap capped at a few hundred MB (README, "Performance").
  cacheMaxMemorySize: 32 * 1024 * 1024,
  // Lets parallel builds (e.g. several e2e runs) keep apart; defaults to .next.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // `npm run typecheck` checks the whole tree in CI; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  compiler: {
    // First-load chunks compile off the main thread in Chrome (scripts/site/compile-hints.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  images: {
    // Keep in step with OPTIMISED_HOSTS in src/lib/image-srcset.ts.
    remotePatterns: [
      { protocol: 'https', hostname: 'i.ytimg.com' },
      { protocol: 'https', hostname: 'utfs.io' },
      { protocol: 'https', hostname: '*.ufs.sh' },
    ],
    formats: ['image/avif', 'image/webp'],
  },
  headers() {
    return Promise.resolve(
      ['/demo/:file*', '/favicon.ico', '/favicon.svg'].map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: RELEASE_ASSET_CACHE }],
      })),
    );
  },
};

export default config;
