import type { Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

const EVERY_IMPACT: readonly Impact[] = ['minor', 'moderate', 'serious', 'critical'];
const SERIOUS_IMPACTS: readonly Impact[] = ['serious', 'critical'];

/** The rules whose verdict depends on the colours shown; every other rule reads the structure. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Run in the page: resolves once the transitions under way (a toast sliding in, colours changing
 * with the colour scheme) have ended, as accessibility checkers read the colours shown:
 * half-faded text fails a contrast check that the settled text passes. Two frames first, so a
 * transition that was just triggered has begun.
 */
export async function transitionsEnded() {
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}

async function settleTransitions(page: Page) {
  await page.evaluate(transitionsEnded);
}

/** Fails with a readable list when axe finds a violation of one of `impacts` on the page. */
async function expectNoA11yViolationsOf(
  page: Page,
  impacts: readonly Impact[],
  { coloursOnly = false } = {},
) {
  await settleTransitions(page);
  // Only the colour rules when the structure was already checked in the other colour scheme.
  const violations = await axeViolations(
    page,
    coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_TAGS },
  );
  const found = violations
    .filter((violation) => impacts.includes(violation.impact as Impact))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

/** Fails when axe finds a serious or critical violation on the page. */
export function expectNoSeriousA11yViolations(page: Page) {
  return expectNoA11yViolationsOf(page, SERIOUS_IMPACTS);
}

/** Fails when axe finds any violation at all on the page (the signed-in screens' bar). */
export function expectNoA11yViolations(page: Page) {
  return expectNoA11yViolationsOf(page, EVERY_IMPACT);
}

/**
 * Checks the page with axe in light mode, then its colours again in dark mode (the structure
 * is the same in both, so the second pass runs only the colour rules). `serious` keeps the
 * public pages' bar (serious and critical violations); the signed-in screens allow none at all.
 */
export async function expectAccessibleInLightAndDarkMode(
  page: Page,
  { serious = false }: { serious?: boolean } = {},
) {
  const impacts = serious ? SERIOUS_IMPACTS : EVERY_IMPACT;
  // Two passes of axe take 10–25 s of a long page on a busy 2-core machine.
  test.slow();
  await inLightAndDarkMode(page, (colorScheme) =>
    expectNoA11yViolationsOf(page, impacts, { coloursOnly: colorScheme === 'dark' }),
  );
}

/**
 * Waits for the page to settle (hydration, the session request), then asserts that nothing was
 * logged as an error. `consoleErrors` is the fixture from helpers/fixtures.ts.
 * `{ notFound: true }` for a not-found page: Chromium logs the document's own 404 status, which
 * is the page working as intended.
 */
export async function expectNoConsoleErrors(
  page: Page,
  consoleErrors: string[],
  { notFound = false }: { notFound?: boolean } = {},
) {
  await page.waitForLoadState('networkidle');
  const documentStatus = `status of 404 (Not Found) (${page.url()})`;
  const errors = notFound
    ? consoleErrors.filter((error) => !error.endsWith(documentStatus))
    : consoleErrors;
  expect(errors, `console errors on ${page.url()}`).toEqual([]);
}

export interface HealthPage {
  /** Names the test: `<name>: no serious accessibility violation, no console error`. */
  name: string;
  path: string;
  /** The page answers 404 on purpose (see expectNoConsoleErrors). */
  notFound?: boolean;
}

/**
 * Runs `check` on the page as it is in light mode, then again in dark mode: one page load for
 * both. Dark mode follows the system setting, so switching it restyles the loaded page at once;
 * colours mid-transition are left to finish before each check, as axe reads the colours shown.
 */
export async function inLightAndDarkMode(
  page: Page,
  check: (colorScheme: 'light' | 'dark') => Promise<void>,
) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settleTransitions(page);
    await test.step(`${colorScheme} mode`, () => check(colorScheme));
  }
}

/**
 * One test a page: it has exactly one h1, logs no console error once settled, and axe finds no
 * serious or critical violation in light or in dark mode.
 */
export function describePageHealth(pages: readonly HealthPage[]) {
  for (const { name, path, notFound = false } of pages) {
    test(`${name}: no serious accessibility violation in light or dark mode, no console error`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoConsoleErrors(page, consoleErrors, { notFound });
      await expectAccessibleInLightAndDarkMode(page, { serious: true });
    });
  }
}
