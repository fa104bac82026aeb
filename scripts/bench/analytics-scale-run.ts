/**
 * Analytics at scale alone, without the site: a fresh database on DATABASE_URL's server (or an
 * embedded PostgreSQL), the large dataset, then scripts/bench/analytics-scale.ts.
 *
 *   tsx scripts/bench/analytics-scale-run.ts [--events <count>] [--days <count>]
 *
 * Exits 1 when a target is missed.
 */
import { parseArgs } from 'node:util';

import {
  ANALYTICS_SCALE,
  benchSeriesId,
  formatAnalyticsScale,
  measureAnalyticsScale,
} from './analytics-scale';
import { LARGE_DATASET, seedLargeDataset } from './large-dataset';
import { withAppDb } from '../db/app-db';
import { Cleanups, createMigratedDatabase, runToExit } from '../site/production-site';

const { values: options } = parseArgs({
  options: {
    events: { type: 'string', default: String(ANALYTICS_SCALE.events) },
    days: { type: 'string', default: String(ANALYTICS_SCALE.days) },
  },
});
const size = { events: Number(options.events), days: Number(options.days) };
if (!(size.events > 0) || !(size.days > 30)) {
  throw new Error('--events takes a count, --days a count over 30.');
}

const cleanups = new Cleanups();
await runToExit(cleanups, async () => {
  const databaseUrl = await createMigratedDatabase('teamfolio_analytics_bench', cleanups);
  const verdict = await withAppDb(databaseUrl, async (db) => {
    const dataset = await seedLargeDataset(db, LARGE_DATASET, 'bench');
    const seriesId = await benchSeriesId(db, 'bench');
    return measureAnalyticsScale(db, { teamId: dataset.largeMediaTeam.id, seriesId }, size, (m) =>
      console.log(`[analytics] ${m}`),
    );
  });
  console.log(`\n${formatAnalyticsScale(verdict)}`);
  return verdict.pass ? 0 : 1;
});
