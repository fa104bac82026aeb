/** The part of pa11y's API the markup checkers use (pa11y ships no types). */
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  export interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    context: string;
    selector: string;
  }

  export interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export interface Pa11yOptions {
    browser?: Browser;
    page?: Page;
    /** Check `page` as it is, without loading the URL again (needs `browser` and `page`). */
    ignoreUrl?: boolean;
    runners?: ('htmlcs' | 'axe')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    timeout?: number;
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
