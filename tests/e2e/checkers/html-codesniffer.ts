import pa11y from 'pa11y';
import puppeteer, { type Browser, type Page } from 'puppeteer';

/**
 * The one browser pa11y drives for every page: Debian's Chromium at `executablePath` (the one
 * the browser tests use; puppeteer's own download is never installed).
 */
export function launchCheckerBrowser(executablePath: string, args: string[]): Promise<Browser> {
  return puppeteer.launch({ executablePath, args, headless: true });
}

/**
 * HTML_CodeSniffer's errors against WCAG 2.1 AA on `page` as it is now (dialogs open, colour
 * scheme chosen), through pa11y's htmlcs runner. Warnings and notices ask a person to judge,
 * so only errors count.
 */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  const { issues } = await pa11y(page.url(), {
    browser: page.browser(),
    page,
    ignoreUrl: true,
    runners: ['htmlcs'],
    standard: 'WCAG2AA',
    timeout: 60_000,
  });
  return issues
    .filter((issue) => issue.type === 'error')
    .map((issue) => `${issue.code}: ${issue.message}\n    at ${issue.selector}: ${issue.context}`);
}
