import type { NextConfig } from 'next';

import { addCompileHints } from './scripts/site/compile-hints';
import { escapeWideServerSources } from './scripts/site/one-byte-sources';
import { bundleSiteServer } from './scripts/site/site-server-bundle';
import { uploadThingFileHost } from './src/lib/upload-host';
import { securityHeaders } from './src/server/http/security-headers';
import { bundleThreads } from './src/server/threads/thread-bundle';

/** Files of public/ that change only with a release (the demo content's pictures, the icons). */
const RELEASE_ASSET_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** This site's own UploadThing file host, when uploads go there. */
const UPLOAD_HOST = uploadThingFileHost(process.env.UPLOADTHING_TOKEN);

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every page it sends for an ETag (about 0.6 ms per 100 kB, on the one thread
  // that serves all requests). Pages carry Cache-Control for shared caches instead.
  generateEtags: false,
  // ISR pages kept in memory (the rest are read back from the dist folder): a bounded share of
  // a heap capped at a few hundred MB (docs/performance.md). Visitors get pages from the page
  // cache in front of Next (src/server/cache/pages); Next's copy serves only its refills.
  cacheMaxMemorySize: 8 * 1024 * 1024,
  // Lets parallel builds (e.g. several e2e runs) keep apart; defaults to .next.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // esbuild compiles the threads' files in development (src/server/threads), loaded by Node
  // from node_modules rather than bundled.
  serverExternalPackages: ['esbuild'],
  // `npm run typecheck` checks the whole tree in CI; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  compiler: {
    // First-load chunks compile off the main thread in Chrome (scripts/site/compile-hints.ts);
    // the server's chunks are kept one byte a character in its memory
    // (scripts/site/one-byte-sources.ts); the production server (Next behind the page cache) and
    // the threads imports are read and share images drawn on are compiled beside the build.
    runAfterProductionCompile: async ({ distDir }) => {
      await Promise.all([
        addCompileHints(distDir),
        escapeWideServerSources(distDir),
        bundleSiteServer(distDir),
        bundleThreads(distDir),
      ]);
    },
  },
  // The browser's copy of UPLOAD_HOST, for src/lib/image-srcset.ts.
  env: { NEXT_PUBLIC_UPLOAD_HOST: UPLOAD_HOST ?? '' },
  images: {
    // Keep in step with isOptimisable in src/lib/image-srcset.ts.
    remotePatterns: [
      { protocol: 'https', hostname: 'i.ytimg.com' },
      ...(UPLOAD_HOST ? [{ protocol: 'https' as const, hostname: UPLOAD_HOST }] : []),
    ],
    formats: ['image/avif', 'image/webp'],
  },
  headers() {
    const releaseAssets = ['/demo/:file*', '/favicon.ico', '/favicon.svg'].map((source) => ({
      source,
      headers: [{ key: 'Cache-Control', value: RELEASE_ASSET_CACHE }],
    }));
    // The development server's refresh runtime evaluates code: the policy is for production.
    const everything =
      process.env.NODE_ENV === 'production'
        ? [{ source: '/:path*', headers: securityHeaders(UPLOAD_HOST) }]
        : [];
    return Promise.resolve([...everything, ...releaseAssets]);
  },
};

export default config;
