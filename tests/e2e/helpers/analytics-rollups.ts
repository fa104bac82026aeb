import type { Page, TestInfo } from '@playwright/test';

import { query } from './accounts';
import { inLightAndDarkMode } from './page-health';

/**
 * Daily figures written straight into the analytics rollups, as the collector's rollup would
 * write them: `daysAgo` counts back from today (UTC), 0 being today. The site's rollup job
 * rewrites today and yesterday from the raw events every minute, so tests write 2 days ago or
 * earlier (FIRST_STILL_DAY).
 */
export const FIRST_STILL_DAY = 2;

export async function addDailyTotal(
  teamId: string | null,
  daysAgo: number,
  figures: { views: number; reads: number; visitors: number },
) {
  await query(
    `INSERT INTO analytics_daily_totals (day, team_id, views, reads, visitors)
     VALUES ((now() AT TIME ZONE 'UTC')::date - $1::int, $2, $3, $4, $5)
     ON CONFLICT (team_id, day) DO UPDATE
       SET views = EXCLUDED.views, reads = EXCLUDED.reads, visitors = EXCLUDED.visitors`,
    [daysAgo, teamId, figures.views, figures.reads, figures.visitors],
  );
}

export async function addDailyRecord(
  record: { teamId: string; recordType: string; recordId: string },
  daysAgo: number,
  figures: { views: number; reads: number; visitors?: number; feedReaders?: number },
) {
  await query(
    `INSERT INTO analytics_daily_records
       (day, record_type, record_id, team_id, views, reads, visitors, feed_readers)
     VALUES ((now() AT TIME ZONE 'UTC')::date - $1::int, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (day, record_type, record_id) DO UPDATE
       SET views = EXCLUDED.views, reads = EXCLUDED.reads, visitors = EXCLUDED.visitors,
           feed_readers = EXCLUDED.feed_readers`,
    [
      daysAgo,
      record.recordType,
      record.recordId,
      record.teamId,
      figures.views,
      figures.reads,
      figures.visitors ?? figures.views,
      figures.feedReaders ?? 0,
    ],
  );
}

export async function addDailySource(
  source: { teamId: string | null; recordId?: string; dimension: string; value: string },
  daysAgo: number,
  views: number,
) {
  await query(
    `INSERT INTO analytics_daily_sources (day, team_id, record_id, dimension, value, views, visitors)
     VALUES ((now() AT TIME ZONE 'UTC')::date - $1::int, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (day, team_id, record_id, dimension, value) DO UPDATE
       SET views = EXCLUDED.views, visitors = EXCLUDED.visitors`,
    [daysAgo, source.teamId, source.recordId ?? null, source.dimension, source.value, views],
  );
}

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

/** The whole screen at desktop and phone width, light and dark, kept with the test's output. */
export async function screenshotsOf(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await inLightAndDarkMode(page, async (colorScheme) => {
      // uPlot redraws at the new width and in the new colours.
      await page.waitForTimeout(300);
      const file = testInfo.outputPath(`${name}-${size}-${colorScheme}.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 });
      await testInfo.attach(`${name} (${size}, ${colorScheme})`, { path: file });
    });
  }
  await page.setViewportSize(SIZES.desktop);
  await page.emulateMedia({ colorScheme: 'light' });
}
