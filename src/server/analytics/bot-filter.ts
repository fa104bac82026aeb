import { isbot } from 'isbot';

import type { DropReason } from '~/lib/analytics-drop-reasons';

/** Browsers driven headless announce it in their user agent. */
const HEADLESS = /headless|phantomjs|slimerjs/i;
/**
 * Automation and audit tools that run a real browser engine and may keep its user agent, with
 * their own token added (isbot leaves some of these alone, as they can be a person's tools).
 */
const AUTOMATION =
  /lighthouse|pagespeed|puppeteer|playwright|selenium|webdriver|cypress|nightmare/i;
/**
 * Tools that fetch a page for someone (previews, audits) and say so: "compatible;" is written
 * by crawlers that borrow a browser's user agent (no browser of the last decade writes it), and
 * Office fetches links to preview them.
 */
const FETCHERS = /\(compatible;|ms-office|msoffice/i;
/**
 * Every browser in use since 2013 starts its user agent with this; HTTP libraries, command-line
 * tools and many crawlers do not.
 */
const BROWSER_PREFIX = 'Mozilla/5.0 (';

export interface BrowserSignals {
  userAgent: string | undefined;
  /** navigator.webdriver as the page reported it. */
  webdriver?: boolean;
}

/**
 * Why a request is not from a person's browser, or null when it is: no user agent, a headless
 * or automated browser (by its user agent or navigator.webdriver), or a bot as the isbot
 * library knows them, which includes the platform bots that send a browser's user agent with a
 * bot token added.
 */
export function botDropReason({ userAgent, webdriver }: BrowserSignals): DropReason | null {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return 'no-user-agent';
  if (HEADLESS.test(agent)) return 'headless';
  if (webdriver === true || AUTOMATION.test(agent)) return 'automation';
  if (isbot(agent) || FETCHERS.test(agent) || !agent.startsWith(BROWSER_PREFIX)) return 'bot';
  return null;
}
