import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Lets parallel builds (e.g. several e2e runs) keep apart; defaults to .next.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // `npm run typecheck` checks the whole tree in CI; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  images: {
    // Keep in step with OPTIMISED_HOSTS in src/lib/image-srcset.ts.
    remotePatterns: [
      { protocol: 'https', hostname: 'i.ytimg.com' },
      { protocol: 'https', hostname: 'utfs.io' },
      { protocol: 'https', hostname: '*.ufs.sh' },
    ],
    formats: ['image/avif', 'image/webp'],
  },
};

export default config;
