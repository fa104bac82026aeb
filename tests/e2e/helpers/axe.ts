import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions, Spec } from 'axe-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What axe-core puts on a document's window once its source has run there. */
interface WithAxe {
  axe: {
    configure(spec: Spec): void;
    run(context: Document, options: RunOptions): Promise<AxeResults>;
  };
}

/** A child frame that has not taken axe by then is left out rather than waited on. */
const CHILD_FRAME_TIMEOUT_MS = 1_000;

/**
 * Puts axe-core into `frame` unless its document already has it. A document keeps it until it is
 * replaced, so the checks of one page load (light mode, dark mode, each dialog) share one copy:
 * evaluating axe's 650 kB of source took longer than most checks themselves.
 */
async function injectInto(frame: Frame) {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(AXE_SOURCE);
  // A frame answers the top document's axe only from the same origin (axe's legacy mode).
  await frame.evaluate(() =>
    (window as unknown as WithAxe).axe.configure({ allowedOrigins: ['<same_origin>'] }),
  );
}

/** As `injectInto`, for a frame that may go away or never answer: it is then not checked. */
async function injectIntoChild(frame: Frame) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CHILD_FRAME_TIMEOUT_MS);
  });
  await Promise.race([injectInto(frame).catch(() => undefined), timeout]);
  clearTimeout(timer);
}

/**
 * axe-core's violations on `page` as it is now, for the rules `runOnly` picks. axe runs in every
 * frame (each in its own document, the top one gathering the results), as `@axe-core/playwright`
 * runs it in legacy mode, but it is put into each document once instead of twice per check. Its
 * default mode would also open a blank page for every check to merge what cross-origin frames
 * found: all that adds is the inside of YouTube's player, which is not ours to check (its iframe
 * element is checked either way).
 */
export async function axeViolations(
  page: Page,
  runOnly: RunOptions['runOnly'],
): Promise<AxeResults['violations']> {
  const main = page.mainFrame();
  await injectInto(main);
  for (const frame of page.frames()) if (frame !== main) await injectIntoChild(frame);
  const { violations } = await page.evaluate(
    (options) => (window as unknown as WithAxe).axe.run(document, options),
    // Violations only: axe then details a single node of each passed or incomplete rule.
    { runOnly, resultTypes: ['violations'] } satisfies RunOptions,
  );
  return violations;
}
