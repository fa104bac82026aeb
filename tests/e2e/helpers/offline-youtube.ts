/**
 * The machine running the e2e tests is offline, so requests to YouTube get local stand-ins: the
 * tests stay deterministic, pages log no network error, and screenshots show a player instead
 * of a browser error page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from '@playwright/test';

/** Where the embedded players come from (privacy-enhanced mode). */
export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com/';

const PLAYER_STAND_IN = `<!doctype html><html lang="en"><head><title>YouTube video player</title>
<style>html,body{margin:0;height:100%}body{display:flex;align-items:center;justify-content:center;background:#0f172a}</style>
</head><body><svg width="68" height="48" viewBox="0 0 68 48" aria-hidden="true">
<path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6c5.3 1.4 26.5 1.4 26.5 1.4s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z" fill="#f00"/>
<path d="M45 24 27 14v20z" fill="#fff"/></svg></body></html>`;

/** Next's image optimiser asked for a YouTube thumbnail (its `url` parameter is encoded). */
const OPTIMISED_YOUTUBE_THUMBNAIL = /\/_next\/image\?url=https%3A%2F%2Fi\.ytimg\.com%2F/;

const THUMBNAIL_STAND_IN = path.resolve('public/demo/video-inbox-copilot-poster.webp');

/**
 * Player frames get a page showing a play button; YouTube thumbnails, loaded directly (the admin
 * screens) or through Next's image optimiser (which cannot fetch them offline), get a local
 * picture instead of a network error or a 500.
 */
export async function standInForYouTube(page: Page) {
  const thumbnail = await readFile(THUMBNAIL_STAND_IN);
  await page.route(`${YOUTUBE_PLAYER_ORIGIN}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: PLAYER_STAND_IN }),
  );
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ contentType: 'image/webp', body: thumbnail }),
  );
  // A pattern, not a function: Playwright's driver matches a pattern on the browser's side and
  // lets other requests through, while a function makes every request of the page stop in the
  // test's process to be matched.
  await page.route(OPTIMISED_YOUTUBE_THUMBNAIL, (route) =>
    route.fulfill({ contentType: 'image/webp', body: thumbnail }),
  );
}
