/**
 * A production build and start of the site on the Node that runs this script, with a few pages
 * asked for: CI runs it on Node 20 (`.ci/run`; every test runs on Node 24) to know the site still
 * serves there.
 *
 *   tsx scripts/smoke-site.ts        (build into NEXT_DIST_DIR, default .next-smoke)
 *
 * A fresh database with the demo content (on DATABASE_URL's server when set, else an embedded
 * PostgreSQL), `next build` (skipped with SMOKE_REUSE_BUILD=1 when NEXT_DIST_DIR holds a build),
 * the production server on a free port, then GET of each page below: exits 1 unless every one
 * answers 200.
 */
import { seedDemoContent, withAppDb } from './db/app-db';
import {
  buildSite,
  Cleanups,
  createMigratedDatabase,
  findFreePort,
  runToExit,
  startSite,
} from './site/production-site';
import { ABOUT_PATH, BLOG_PATH, HOME_PATH } from '../src/lib/public-paths';

const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-smoke';
// Pages rendered from the database, and the health check that asks it.
const SMOKE_PATHS = [HOME_PATH, BLOG_PATH, ABOUT_PATH, '/api/health'];

const cleanups = new Cleanups();
await runToExit(cleanups, main);

async function main(): Promise<number> {
  console.log(`Smoke test of a production build on Node ${process.version}`);
  const databaseUrl = await createMigratedDatabase('teamfolio_smoke', cleanups);
  await withAppDb(databaseUrl, seedDemoContent);

  const config = { databaseUrl, port: await findFreePort(), distDir: DIST_DIR };
  await buildSite(config, cleanups, { reuse: process.env.SMOKE_REUSE_BUILD === '1' });
  const site = await startSite(config, cleanups);

  let failures = 0;
  for (const path of SMOKE_PATHS) {
    const response = await fetch(`${site.baseUrl}${path}`);
    console.log(`GET ${path} → ${response.status}`);
    if (response.status !== 200) failures++;
  }
  console.log(failures === 0 ? 'Smoke test passed.' : `${failures} page(s) did not answer 200.`);
  return failures === 0 ? 0 : 1;
}
