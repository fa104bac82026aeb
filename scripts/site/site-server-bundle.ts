import path from 'node:path';

import { build } from 'esbuild';

/** The production server's file in a build's dist folder. */
export const SITE_SERVER_FILE = 'site-server.mjs';

const ENTRY = path.join(import.meta.dirname, 'site-server.ts');

/**
 * Compiles the production server (scripts/site/site-server.ts and the page cache it puts in front
 * of Next) into one JavaScript file of the dist folder, run by plain Node: a TypeScript loader in
 * the server process would cost it about 40 MB for good. Packages stay imports of node_modules.
 */
export async function bundleSiteServer(distDir: string): Promise<void> {
  await build({
    entryPoints: [ENTRY],
    outfile: path.join(distDir, SITE_SERVER_FILE),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
}
