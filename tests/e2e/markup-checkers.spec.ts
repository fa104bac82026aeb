/**
 * Two outside checkers over every public page and every signed-in screen, with no error allowed:
 * the W3C Nu Html Checker (vnu.jar) reads each page's HTML as the server sends it and as the
 * browser shows it once loaded (with each dialog open), and HTML_CodeSniffer (through pa11y)
 * checks each of those states in light and in dark mode. One browser, one run of the JVM.
 */
import type { APIRequestContext } from '@playwright/test';
import type { BrowserContext, Page } from 'puppeteer';

import { PUBLIC_PAGES, SIGNED_IN_PAGES, type CheckedPage } from './checkers/checked-pages';
import { codeSnifferErrors, launchCheckerBrowser } from './checkers/html-codesniffer';
import { nuErrors, type HtmlDocument } from './checkers/nu-html-checker';
import { query } from './helpers/accounts';
import { demoAccount, signInRequests } from './helpers/auth';
import { expect, isHydrated, test } from './helpers/fixtures';
import { transitionsEnded } from './helpers/page-health';
import { HACKATHON_SERIES_ID } from '../../prisma/seed/series';

/** What the checkers found, collected over all pages and reported once. */
class Findings {
  readonly documents: HtmlDocument[] = [];
  readonly codeSniffer: string[] = [];

  /**
   * Keeps the page's body for the Nu Html Checker and runs HTML_CodeSniffer in both schemes. The
   * body only: the head is checked as sent, and what scripts add to it later is the framework's
   * and the libraries' own (Next's router prefetches with `<link rel="prefetch" as="script">`,
   * sonner injects its stylesheet), not this site's markup.
   */
  async checkShown(page: Page, name: string) {
    const body = await page.evaluate(() => document.body.outerHTML);
    this.documents.push({ name: `${name} (as shown)`, html: inMinimalDocument(name, body) });
    for (const value of ['light', 'dark']) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value }]);
      await page.evaluate(transitionsEnded);
      for (const error of await codeSnifferErrors(page)) {
        this.codeSniffer.push(`${name} (${value}) ${error}`);
      }
    }
  }

  async keepSent(request: APIRequestContext, path: string) {
    const response = await request.get(path);
    this.documents.push({ name: `${path} (as sent)`, html: await response.text() });
  }
}

/** A shown body in the smallest valid document around it. */
function inMinimalDocument(name: string, body: string) {
  const title = name.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head>${body}</html>`;
}

/**
 * A contact message and an audit entry that records a change: the seed has neither, and the
 * inbox and the audit log draw their entries with markup of their own.
 */
async function addAMessageAndAChange() {
  await query(
    'INSERT INTO contact_submissions (name, email, subject, message) VALUES ($1, $2, $3, $4)',
    ['Markup Checker', 'markup.checker@example.test', 'Valid markup', 'Every page, every state.'],
  );
  await query(
    `INSERT INTO audit_log (actor_name, action, entity_type, entity_id, entity_label, changes)
     VALUES ($1, 'update', 'series', $2, $3, $4)`,
    [
      'Markup Checker',
      HACKATHON_SERIES_ID,
      'Renamed for the markup checkers',
      JSON.stringify({ title: { from: 'Before', to: 'After' } }),
    ],
  );
}

const heading = (name: string) => `::-p-aria([name="${name}"][role="heading"])`;
const button = (name: string) => `::-p-aria([name="${name}"][role="button"])`;

/** Opens the page, waits for its content, checks it, then each of its dialogs in turn. */
async function checkPage(
  context: BrowserContext,
  baseURL: string,
  { path, ready, dialogs = [] }: CheckedPage,
  findings: Findings,
) {
  const page = await context.newPage();
  try {
    await page.goto(new URL(path, baseURL).href);
    await page.waitForFunction(isHydrated);
    await page.waitForSelector(ready ? heading(ready) : 'h1', { visible: true });
    // Lists and editors show 'Loading…' (role status) until their data is in.
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.startsWith('Loading'),
        ),
    );
    await findings.checkShown(page, path);
    for (const { opener, dialog } of dialogs) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
      await page.click(button(opener));
      await page.waitForSelector(heading(dialog), { visible: true });
      await findings.checkShown(page, `${path} with '${dialog}' open`);
      await page.keyboard.press('Escape');
      await page.waitForSelector(heading(dialog), { hidden: true });
    }
  } finally {
    await page.close();
  }
}

test('every page and signed-in screen: no error from the Nu Html Checker or HTML_CodeSniffer', async ({
  request,
  baseURL,
}, testInfo) => {
  // Some fifty page states, each read by HTML_CodeSniffer twice, on a shared 2-core machine.
  test.setTimeout(10 * 60_000);
  const { executablePath, args = [] } = testInfo.project.use.launchOptions ?? {};
  const browser = await launchCheckerBrowser(executablePath!, args);
  const findings = new Findings();
  try {
    await test.step('public pages, signed out', async () => {
      const visitor = await browser.createBrowserContext();
      for (const page of PUBLIC_PAGES) {
        await findings.keepSent(request, page.path);
        await checkPage(visitor, baseURL!, page, findings);
      }
    });

    await test.step('signed-in screens, as the system admin', async () => {
      await addAMessageAndAChange();
      await signInRequests(request, demoAccount('System admin'));
      const signedIn = await browser.createBrowserContext();
      await signedIn.setCookie(...(await request.storageState()).cookies);
      for (const page of SIGNED_IN_PAGES) {
        await findings.keepSent(request, page.path);
        await checkPage(signedIn, baseURL!, page, findings);
      }
    });
  } finally {
    await browser.close();
  }

  expect.soft(findings.codeSniffer, 'HTML_CodeSniffer errors').toEqual([]);
  const nu = await test.step('the Nu Html Checker over every page', () =>
    nuErrors(findings.documents));
  expect(nu, 'Nu Html Checker errors').toEqual([]);
});
